// Route module of /profile/transactions and /profile2/my-history: the first page of the filtered history in the server
// HTML; a guest gets the login modal over the URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { transactionsQueryOptions } from '../api/get-transactions';
import { HistoryPage } from '../lib/history/HistoryPage';
import { historyFiltersOf, historyQueryOf } from '../lib/history/historyQuery';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player, url }) =>
    player.kind === 'player'
      ? [queryClient.prefetchQuery(transactionsQueryOptions(api, historyQueryOf(historyFiltersOf(url.searchParams))))]
      : [],
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function HistoryRoute() {
  return (
    <PageQueries>
      <HistoryPage />
    </PageQueries>
  );
}
