import type { ApiClient } from '@casino/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { pendingWithdrawalsQueryOptions } from './get-pending-withdrawals';
import { withdrawalEligibilityQueryOptions } from './get-withdrawal-eligibility';
import { withdrawalsQueryOptions } from './get-withdrawals';

/** What the withdrawals panel reads, for a page loader to put in the server HTML. */
export function withdrawalPrefetch(queryClient: QueryClient, api: ApiClient) {
  return [
    queryClient.prefetchQuery(withdrawalEligibilityQueryOptions(api)),
    queryClient.prefetchQuery(pendingWithdrawalsQueryOptions(api)),
    queryClient.prefetchQuery(withdrawalsQueryOptions(api, 1)),
  ];
}
