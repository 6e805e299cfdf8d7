import { GAME_SORTS } from '@casino/api-contract';
import { Heading, Stack, ToastProvider } from '@casino/design-system';
import { GameListFilters } from '@casino/lobby-ui';
import { useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';
import { GameListCategories } from './GameListCategories';
import { GameListResults } from './GameListResults';
import { DEFAULT_SORT, useGameListPage } from './useGameListPage';

export interface GameListPageProps {
  /** The heading (a provider's name on its page); the page's title otherwise. */
  title?: ReactNode;
  /** Above the list (the providers' page puts its provider strip there). */
  intro?: ReactNode;
}

/**
 * A game list page (/casino, its category pages, a provider's games): categories, filters and sort in the URL (the
 * server renders the first 24 games of the same URL; Back restores the previous filters), a virtualised grid that
 * grows by 24 as the player scrolls, Lucky Pick, and the favourite star for players.
 */
export function GameListPage({ title, intro }: GameListPageProps) {
  const { t } = useTranslation();
  const { page, query, category, filtered, providers, signedIn, setProvider, setSort, setUnplayed } = useGameListPage();

  return (
    // A stack's children take its width: a row that scrolls sideways (the categories on a phone) never widens the page.
    <Stack gap="lg">
      <Stack as="header" gap="md">
        <Heading level={1}>{title ?? t(`page.${page}.title`)}</Heading>
        {intro}
        {page !== 'providers' && <GameListCategories page={page} active={category} />}
      </Stack>

      <GameListFilters
        label={t('lobby.filters')}
        providerLabel={t('lobby.filter.provider')}
        anyProviderLabel={t('lobby.filter.anyProvider')}
        // A provider's own page has no provider to choose.
        providers={
          page !== 'providers' || !query.provider
            ? providers.map((p) => ({ value: p.slug, label: `${p.name} (${p.gameCount})` }))
            : undefined
        }
        provider={query.provider}
        onProviderChange={setProvider}
        sortLabel={t('lobby.filter.sort')}
        sorts={GAME_SORTS.map((sort) => ({ value: sort, label: t(`lobby.sort.${sort}`) }))}
        sort={query.sort ?? DEFAULT_SORT}
        onSortChange={setSort}
        unplayedLabel={signedIn ? t('lobby.filter.unplayed') : undefined}
        unplayed={Boolean(query.unplayed)}
        onUnplayedChange={setUnplayed}
        applyLabel={t('lobby.filter.apply')}
      />

      <GameListResults query={query} filtered={filtered} />
    </Stack>
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
