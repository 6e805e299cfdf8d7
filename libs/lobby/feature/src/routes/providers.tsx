// Route module of /providers: every provider, and a provider's games at /providers?provider=<slug> (server-rendered).
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { gameListQueryOptions } from '../api/get-games';
import { providersQueryOptions } from '../api/get-providers';
import { ProvidersPage } from '../lib/lists/ProvidersPage';
import { listQueryOf } from '../lib/lists/listQuery';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, url }) => [
    queryClient.prefetchQuery(providersQueryOptions(api)),
    ...(url.searchParams.get('provider') ? [queryClient.prefetchInfiniteQuery(gameListQueryOptions(api, listQueryOf('providers', url.searchParams)))] : []),
  ],
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
