// Route module of /vip-club, /vip and /profile2/vip-club: the loyalty levels (server-rendered) and a player's standing.
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { loyaltyLevelsQueryOptions } from '../api/get-loyalty-levels';
import { VipClubPage } from '../lib/loyalty/VipClubPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api }) => [queryClient.prefetchQuery(loyaltyLevelsQueryOptions(api))],
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function VipClubRoute() {
  return (
    <PageQueries>
      <VipClubPage />
    </PageQueries>
  );
}
