import { GAME_SORTS } from '@casino/api-contract';
import { sitePages, type PageKey } from '@casino/site';
import type { GameListQuery } from '../../api/get-games';

type GameSort = (typeof GAME_SORTS)[number];

/** The URL query parameters of a game list (shareable; Back works; the server renders the same list). */
export const LIST_PARAMS = ['provider', 'category', 'tag', 'sort', 'unplayed'] as const;

/** What a category page fixes (its path says it): /casino/slots is the slots category, and so on. */
export const PAGE_PRESETS: Partial<Record<PageKey, GameListQuery>> = {
  casino: {},
  slots: { category: 'slots' },
  liveCasino: { category: 'live-casino' },
  popular: { tag: 'popular' },
  providers: {},
};

const isSort = (value: string | null): value is GameSort =>
  value !== null && (GAME_SORTS as readonly string[]).includes(value);
const slug = (value: string | null) => (value && /^[a-z0-9-]{1,64}$/.test(value) ? value : undefined);

/**
 * The query of a list page from its page key and URL: the page's preset, then the URL's filters. Anything the backend
 * would refuse (an unknown sort, a malformed slug) is dropped rather than failing the page. Keys are set only when
 * present, so the server's and the browser's query keys are the same object shape.
 */
export function listQueryOf(page: PageKey, search: URLSearchParams): GameListQuery {
  const query: GameListQuery = { ...(PAGE_PRESETS[page] ?? {}) };
  const provider = slug(search.get('provider'));
  if (provider) query.provider = provider;
  const category = slug(search.get('category'));
  if (category && !PAGE_PRESETS[page]?.category) query.category = category;
  const tag = slug(search.get('tag'));
  if (tag && !PAGE_PRESETS[page]?.tag) query.tag = tag;
  const sort = search.get('sort');
  if (isSort(sort)) query.sort = sort;
  if (search.get('unplayed') === '1') query.unplayed = true;
  return query;
}

/** The URL search of a list with one filter changed (`undefined` removes it), other parameters kept. */
export function withFilter(
  search: URLSearchParams,
  name: (typeof LIST_PARAMS)[number],
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** Which list page a path is (the loader has the URL, not the route id); a moved page is named by the loader. */
export function listPageAt(pathname: string, moved: PageKey | null): PageKey {
  if (moved) return moved;
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = (Object.keys(PAGE_PRESETS) as PageKey[]).find((key) => sitePages[key].path === path);
  return match ?? 'casino';
}
