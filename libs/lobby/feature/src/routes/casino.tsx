// Route module of the game lists: /casino, /casino/slots, /casino/live-casino and /casino/popular (one module, the
// route id is the page key). The server renders the first 24 games of the URL's filters and sort.
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader, prefetchPublicInfiniteQuery, prefetchPublicQuery } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { categoriesQueryOptions } from '../api/get-categories';
import { gameListQueryOptions } from '../api/get-games';
import { providersQueryOptions } from '../api/get-providers';
import { GameListRoutePage } from '../lib/lists/GameListPage';
import { listPageAt, listQueryOf } from '../lib/lists/listQuery';

/**
 * The catalogue's providers and categories are every visitor's, and a guest's game list too (a player's marks their
 * favourites): those come from the process's shared copy (a few seconds old at most), a player's list from the backend.
 */
export const loader = definePageLoader({
  prefetch: (context) => {
    const { queryClient, api, publicApi, url, page, lng } = context;
    const games = gameListQueryOptions(api, listQueryOf(listPageAt(url.pathname, page), url.searchParams));
    return [
      api === publicApi ? prefetchPublicInfiniteQuery(context, games) : queryClient.prefetchInfiniteQuery(games),
      prefetchPublicQuery(context, providersQueryOptions(publicApi)),
      prefetchPublicQuery(context, categoriesQueryOptions(publicApi, lng)),
    ];
  },
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function CasinoRoute() {
  return (
    <PageQueries>
      <GameListRoutePage />
    </PageQueries>
  );
}
