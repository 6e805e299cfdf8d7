// Route module of /bonuses: the player's bonuses, the coupon entry and the promotions (page `?page=` in the server HTML).
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { promotionsQueryOptions } from '../api/get-all-bonus';
import { userBonusesQueryOptions } from '../api/get-user-bonus';
import { BonusesPage } from '../lib/bonuses/BonusesPage';
import { countryCheck, promotionsPageOf } from '../lib/bonuses/promotionsPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, url, lng, player }) => [
    queryClient.prefetchQuery(
      promotionsQueryOptions(api, { page: promotionsPageOf(url.searchParams), language: lng, ...countryCheck(player) }),
    ),
    ...(player.kind === 'player' ? [queryClient.prefetchQuery(userBonusesQueryOptions(api))] : []),
  ],
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function BonusesRoute() {
  return (
    <PageQueries>
      <BonusesPage />
    </PageQueries>
  );
}
