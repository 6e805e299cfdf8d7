// Route module of /profile2/limits: the player's limits, pending changes and market rules in the server HTML; a guest
// gets the login modal over the URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { limitsQueryOptions } from '../api/get-limits';
import { LimitsPage } from '../lib/limits/LimitsPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player }) =>
    player.kind === 'player' ? [queryClient.prefetchQuery(limitsQueryOptions(api))] : [],
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function LimitsRoute() {
  return (
    <PageQueries>
      <LimitsPage />
    </PageQueries>
  );
}
