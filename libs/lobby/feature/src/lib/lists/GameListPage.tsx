import { css } from '@emotion/react';
import { GAME_SORTS } from '@casino/api-contract';
import { Button, Checkbox, Link, media, Select, Skeleton, ToastProvider, themed, defineStyle } from '@casino/design-system';
import { GameGrid, GameTile } from '@casino/lobby-ui';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useSession } from '@casino/session';
import { usePagePath, type PageKey } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCategories } from '../../api/get-categories';
import { gamesOf, useGameList, type GameListQuery } from '../../api/get-games';
import { useProviders } from '../../api/get-providers';
import { useGamePath } from '../shared/gamePath';
import { useFavoriteToggle } from '../shared/useFavoriteToggle';
import { listQueryOf, PAGE_PRESETS, withFilter } from './listQuery';

/** Category pages with a path of their own; other categories are /casino?category=<slug>. */
const CATEGORY_PAGES: Record<string, PageKey> = {
  slots: 'slots',
  'live-casino': 'liveCasino',
};

const categoryNavNav = defineStyle(css`
  min-width: 0;
`);
const categoryNavList = defineStyle(css`
  list-style: none;
  margin: 0;
  padding: 0 0 0.25rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-inline: contain;
    & > li {
      flex: none;
    }
  }
`);

function CategoryNav({ page, active }: { page: PageKey; active: string | undefined }) {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  const categories = useCategories(i18n.language).data ?? [];
  const hrefOf = (slug: string) => {
    const own = CATEGORY_PAGES[slug];
    return own ? pagePath(own) : `${pagePath('casino')}?category=${encodeURIComponent(slug)}`;
  };
  return (
    <nav
      aria-label={t('lobby.categories')}
      css={categoryNavNav}
    >
      <ul
        css={categoryNavList}
      >
        <li>
          <Link
            to={pagePath('casino')}
            appearance={page === 'casino' && !active ? 'primary' : 'ghost'}
            size="sm"
            aria-current={page === 'casino' && !active ? 'page' : undefined}
          >
            {t('lobby.category.all')}
          </Link>
        </li>
        {categories.map((category) => {
          const selected = active === category.slug;
          return (
            <li key={category.slug}>
              <Link to={hrefOf(category.slug)} appearance={selected ? 'primary' : 'ghost'} size="sm" aria-current={selected ? 'page' : undefined}>
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface GameListPageProps {
  /** The heading (a provider's name on its page); the page's title otherwise. */
  title?: ReactNode;
  /** Above the list (the providers' page puts its provider strip there). */
  intro?: ReactNode;
}

const gameListPageBox = themed((th) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${th.space.lg};
`);
const gameListPageHeader = themed((th) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${th.space.md};
`);
const gameListPageHeading = themed((th) => css`
  margin: 0;
  font-family: ${th.typography.headingFontFamily};
  text-transform: ${th.typography.headingTransform};
`);
const gameListPageForm = themed((th) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${th.space.md};
  /* Zero specificity: a child's own min-width (a field's 0) wins, whatever the stylesheet's order. */
  *:where(&) > * {
    min-width: 11rem;
  }
`);

/**
 * A game list page (/casino, its category pages, a provider's games): categories, filters and sort in the URL (the
 * server renders the first 24 games of the same URL; Back restores the previous filters), a virtualised grid that
 * grows by 24 as the player scrolls, Lucky Pick, and the favourite star for players.
 */
export function GameListPage({ title, intro }: GameListPageProps) {
  const { t } = useTranslation();
  const page = usePageKey();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => listQueryOf(page, search), [page, search]);
  const providers = useProviders().data ?? [];
  const signedIn = useSession((s) => s.status === 'signedIn');

  // A filter changed a moment ago may still be on its way (its list loading, React keeping the previous screen): the
  // next change builds on it, not on the query this screen was rendered with, or it would drop it.
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [search]);
  const setFilter = useCallback(
    (name: Parameters<typeof withFilter>[1], value: string | undefined) => {
      const next = withFilter(requested.current ?? search, name, value);
      requested.current = next;
      setSearch(next, { preventScrollReset: true });
    },
    [search, setSearch],
  );
  const presetCategory = PAGE_PRESETS[page]?.category;
  const filtered = Boolean(search.get('provider') || search.get('unplayed') || (!presetCategory && search.get('category')) || search.get('tag'));

  return (
    // minmax(0, 1fr): a row that scrolls sideways (the categories on a phone) never widens the page.
    <div
      css={gameListPageBox}
    >
      <header
        css={gameListPageHeader}
      >
        <h1
          css={gameListPageHeading}
        >
          {title ?? t(`page.${page}.title`)}
        </h1>
        {intro}
        {page !== 'providers' && <CategoryNav page={page} active={presetCategory ?? query.category} />}
      </header>

      <form
        role="search"
        aria-label={t('lobby.filters')}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        css={gameListPageForm}
      >
        {page !== 'providers' || !query.provider ? (
          <Select
            label={t('lobby.filter.provider')}
            name="provider"
            value={query.provider ?? ''}
            placeholder={t('lobby.filter.anyProvider')}
            options={providers.map((p) => ({
              value: p.slug,
              label: `${p.name} (${p.gameCount})`,
            }))}
            onChange={(event) => setFilter('provider', event.target.value || undefined)}
          />
        ) : null}
        <Select
          label={t('lobby.filter.sort')}
          name="sort"
          value={query.sort ?? 'popular'}
          options={GAME_SORTS.map((sort) => ({
            value: sort,
            label: t(`lobby.sort.${sort}`),
          }))}
          onChange={(event) => setFilter('sort', event.target.value === 'popular' ? undefined : event.target.value)}
        />
        {signedIn && (
          <Checkbox
            label={t('lobby.filter.unplayed')}
            name="unplayed"
            value="1"
            checked={Boolean(query.unplayed)}
            onChange={(event) => setFilter('unplayed', event.target.checked ? '1' : undefined)}
          />
        )}
        <noscript>
          <button type="submit">{t('lobby.filter.apply')}</button>
        </noscript>
      </form>

      <ListResults query={query} filtered={filtered} />
    </div>
  );
}

const listResultsBox = defineStyle(css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`);
const listResultsText = themed((th) => css`
  margin: 0;
  color: ${th.color.textMuted};
`);
const listResultsBox2 = defineStyle(css`
  display: flex;
  gap: 0.5rem;
`);
const listResultsBox3 = defineStyle(css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 0.75rem;
`);
const listResultsBox5 = themed((th) => css`
  display: grid;
  justify-items: start;
  gap: ${th.space.sm};
`);
const listResultsText3 = defineStyle(css`
  margin: 0;
`);

/**
 * The count, Lucky Pick and the grid: the only part of the page that follows the list, so a page of 24 arriving
 * re-renders these and not the categories and filters above them.
 */
function ListResults({ query, filtered }: { query: GameListQuery; filtered: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useGameList(query);
  const games = useMemo(() => gamesOf(list.data), [list.data]);
  const total = list.data?.pages[0]?.count ?? 0;
  const onToggleFavorite = useFavoriteToggle();
  const gamePath = useGamePath();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const luckyPick = () => {
    const game = games[Math.floor(Math.random() * games.length)];
    if (game) navigate(gamePath(game.slug));
  };

  return (
    <>
      <div
        css={listResultsBox}
      >
        <p
          role="status"
          css={listResultsText}
        >
          {list.isPending ? t('common.loading') : t('lobby.count', { count: total })}
        </p>
        <div
          css={listResultsBox2}
        >
          {filtered && (
            <Link to={{ search: '' }} appearance="ghost" size="sm" preventScrollReset>
              {t('lobby.filter.clear')}
            </Link>
          )}
          <Button variant="secondary" size="sm" onClick={luckyPick} disabled={games.length === 0} data-testid="lucky-pick">
            {t('lobby.luckyPick')}
          </Button>
        </div>
      </div>

      {list.isPending ? (
        <div
          css={listResultsBox3}
          aria-hidden="true"
        >
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} variant="rect" height="10rem" />
          ))}
        </div>
      ) : list.isError && games.length === 0 ? (
        <LoadFailure message={t('lobby.error')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : games.length === 0 ? (
        <div
          css={listResultsBox5}
        >
          <p
            css={listResultsText3}
          >
            {t('lobby.empty')}
          </p>
          {filtered && (
            <Link to={{ search: '' }} preventScrollReset>
              {t('lobby.filter.clear')}
            </Link>
          )}
        </div>
      ) : (
        <GameGrid
          items={games}
          total={total}
          keyOf={(game) => game.id}
          label={t('lobby.gamesLabel', { count: total })}
          hasMore={Boolean(list.hasNextPage)}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={loadMore}
          loadMoreLabel={list.isFetchingNextPage ? t('common.loading') : t('lobby.loadMore')}
          renderItem={(game, index) => <GameTile game={game} href={gamePath(game.slug)} eager={index < 6} onToggleFavorite={onToggleFavorite} />}
        />
      )}
    </>
  );
}

/** The list page with its toasts (favourite refusals). */
export function GameListRoutePage(props: GameListPageProps) {
  const { t } = useTranslation();
  return (
    <ToastProvider dismissLabel={t('common.dismiss')}>
      <GameListPage {...props} />
    </ToastProvider>
  );
}
