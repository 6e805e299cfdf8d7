// Route module of /providers: every provider, and a provider's games at /providers?provider=<slug> (server-rendered).
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader, prefetchPublicInfiniteQuery, prefetchPublicQuery } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { gameListQueryOptions } from '../api/get-games';
import { providersQueryOptions } from '../api/get-providers';
import { ProvidersPage } from '../lib/lists/ProvidersPage';
import { listQueryOf } from '../lib/lists/listQuery';

// The providers are every visitor's, and a guest's list of a provider's games too (see the /casino route).
export const loader = definePageLoader({
  prefetch: (context) => {
    const { queryClient, api, publicApi, url } = context;
    const games = url.searchParams.get('provider')
      ? gameListQueryOptions(api, listQueryOf('providers', url.searchParams))
      : null;
    return [
      prefetchPublicQuery(context, providersQueryOptions(publicApi)),
      ...(games
        ? [api === publicApi ? prefetchPublicInfiniteQuery(context, games) : queryClient.prefetchInfiniteQuery(games)]
        : []),
    ];
  },
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function ProvidersRoute() {
  return (
    <PageQueries>
      <ProvidersPage />
    </PageQueries>
  );
}
