// Route module of /tournaments (or the URL the settings' page-URL list gives it): running, upcoming and ended
// tournaments and races in the server HTML. Public and indexable.
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { tournamentsQueryOptions } from '../api/get-tournaments';
import { TournamentsPage } from '../lib/list/TournamentsPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api }) => [queryClient.prefetchQuery(tournamentsQueryOptions(api))],
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function TournamentsRoute() {
  return (
    <PageQueries>
      <TournamentsPage />
    </PageQueries>
  );
}
