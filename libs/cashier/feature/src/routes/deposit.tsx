// Route module of /deposit: the cashier. The methods and the deposit bonuses are in the server HTML; a guest gets the
// login modal over the URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { depositBonusesQueryOptions } from '../api/get-deposit-bonuses';
import { paymentsQueryOptions } from '../api/get-payments';
import { DepositPage } from '../lib/deposit/DepositPage';
import { cashierAudience } from '../lib/deposit/depositParams';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player, lng }) => {
    if (player.kind !== 'player') return [];
    const audience = cashierAudience(player.details);
    return [
      queryClient.prefetchQuery(paymentsQueryOptions(api, audience)),
      queryClient.prefetchQuery(
        depositBonusesQueryOptions(api, {
          language: lng,
          ...(audience.countryCode ? { country: audience.countryCode } : {}),
          ...(audience.currencyCode ? { currency: audience.currencyCode } : {}),
        }),
      ),
    ];
  },
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function DepositRoute() {
  return (
    <PageQueries>
      <DepositPage />
    </PageQueries>
  );
}
