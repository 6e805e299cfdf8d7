// Route module of /profile2/freeze-account: self-exclusion and the account freeze, with a running exclusion's end in the
// server HTML; a guest gets the login modal over the URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { limitsQueryOptions } from '../api/get-limits';
import { FreezeAccountPage } from '../lib/exclusion/FreezeAccountPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player }) =>
    player.kind === 'player' ? [queryClient.prefetchQuery(limitsQueryOptions(api))] : [],
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function FreezeAccountRoute() {
  return (
    <PageQueries>
      <FreezeAccountPage />
    </PageQueries>
  );
}
