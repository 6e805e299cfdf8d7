import type { Provider } from '@casino/api-contract';
import { usePageKey } from '@casino/page';
import { useSession } from '@casino/session';
import type { PageKey } from '@casino/site';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { GameListQuery } from '../../api/get-games';
import { useProviders } from '../../api/get-providers';
import { listQueryOf, PAGE_PRESETS, withFilter } from './listQuery';

/** The order a list has when its URL names none. */
export const DEFAULT_SORT = 'popular';

export interface GameListPageState {
  /** Which list page this is (/casino, a category's page, a provider's). */
  page: PageKey;
  /** The list asked for: the page's preset, then the URL's filters and sort. */
  query: GameListQuery;
  /** The category the list shows, whether the page's path or the URL says it. */
  category: string | undefined;
  /** A filter of the URL narrows the list (the page's own preset does not count): "Clear filters" is offered. */
  filtered: boolean;
  providers: Provider[];
  signedIn: boolean;
  /** `undefined`: any provider. */
  setProvider: (provider: string | undefined) => void;
  setSort: (sort: string) => void;
  setUnplayed: (unplayed: boolean) => void;
}

/**
 * The state of a game list page, kept in the URL (shareable; Back restores the previous filters; the server renders
 * the same list): the page's preset and the URL's filters, and each change of a filter as a new URL.
 */
export function useGameListPage(): GameListPageState {
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
  const filtered = Boolean(
    search.get('provider') ||
    search.get('unplayed') ||
    (!presetCategory && search.get('category')) ||
    search.get('tag'),
  );

  return {
    page,
    query,
    category: presetCategory ?? query.category,
    filtered,
    providers,
    signedIn,
    setProvider: (provider) => setFilter('provider', provider),
    // The default order is no parameter at all: /casino and /casino?sort=popular are one list.
    setSort: (sort) => setFilter('sort', sort === DEFAULT_SORT ? undefined : sort),
    setUnplayed: (unplayed) => setFilter('unplayed', unplayed ? '1' : undefined),
  };
}
