// Route module of /freemoney: the coupon entry and the promotions without a deposit, in the server HTML.
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { promotionsQueryOptions } from '../api/get-all-bonus';
import { FreeMoneyPage } from '../lib/bonuses/BonusesPage';
import { countryCheck, promotionsPageOf } from '../lib/bonuses/promotionsPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, url, lng, player }) => [
    queryClient.prefetchQuery(
      promotionsQueryOptions(api, {
        page: promotionsPageOf(url.searchParams),
        language: lng,
        isDeposit: false,
        ...countryCheck(player),
      }),
    ),
  ],
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function FreeMoneyRoute() {
  return (
    <PageQueries>
      <FreeMoneyPage />
    </PageQueries>
  );
}
