// Route module of /withdraw: the conditions, the cash free to go and the waiting withdrawals in the server HTML; a guest
// gets the login modal over the URL. A self-excluded or frozen player reaches it (withdrawing is what they may do).
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { withdrawalPrefetch } from '../api/withdrawal-prefetch';
import { WithdrawPage } from '../lib/withdraw/WithdrawPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player }) => (player.kind === 'player' ? withdrawalPrefetch(queryClient, api) : []),
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function WithdrawRoute() {
  return (
    <PageQueries>
      <WithdrawPage />
    </PageQueries>
  );
}
