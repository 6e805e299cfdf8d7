// Route module of /cashback: the cashback accumulator, calendar award and rakeback strip; a player's figures are in the
// server HTML, a guest reads what cashback is.
import { pageMeta, pageShouldRevalidate, PageQueries } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { cashbackQueryOptions } from '../api/get-cashback';
import { calendarAwardQueryOptions } from '../api/get-calendar-award';
import { rakebackDaysQueryOptions } from '../api/get-rakeback-days';
import { CashbackPage } from '../lib/cashback/CashbackPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player }) =>
    player.kind === 'player'
      ? [
          queryClient.prefetchQuery(cashbackQueryOptions(api)),
          queryClient.prefetchQuery(calendarAwardQueryOptions(api, player.details.getUser.userId)),
          queryClient.prefetchQuery(rakebackDaysQueryOptions(api, player.details.getUser.userId)),
        ]
      : [],
});
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function CashbackRoute() {
  return (
    <PageQueries>
      <CashbackPage />
    </PageQueries>
  );
}
