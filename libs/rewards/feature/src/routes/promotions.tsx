// Route module of /promotions: the rakeback strip (a player's days or a guest's sample) and the promotions, in the
// server HTML.
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { rakebackDaysQueryOptions } from '../api/get-rakeback-days';
import { PromotionsPage } from '../lib/promotions/PromotionsPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player }) => (player.kind === 'player' ? [queryClient.prefetchQuery(rakebackDaysQueryOptions(api, player.details.getUser.userId))] : []),
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function PromotionsRoute() {
  return (
    <PageQueries>
      <PromotionsPage />
    </PageQueries>
  );
}
