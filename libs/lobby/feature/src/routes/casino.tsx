// Route module of the game lists: /casino, /casino/slots, /casino/live-casino and /casino/popular (one module, the
// route id is the page key). The server renders the first 24 games of the URL's filters and sort.
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { categoriesQueryOptions } from '../api/get-categories';
import { gameListQueryOptions } from '../api/get-games';
import { providersQueryOptions } from '../api/get-providers';
import { GameListRoutePage } from '../lib/lists/GameListPage';
import { listPageAt, listQueryOf } from '../lib/lists/listQuery';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, url, page, lng }) => [
    queryClient.prefetchInfiniteQuery(gameListQueryOptions(api, listQueryOf(listPageAt(url.pathname, page), url.searchParams))),
    queryClient.prefetchQuery(providersQueryOptions(api)),
    queryClient.prefetchQuery(categoriesQueryOptions(api, lng)),
  ],
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
