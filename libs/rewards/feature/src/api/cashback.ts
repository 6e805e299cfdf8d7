import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUser, useSession } from '@casino/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from './calendar-keys';

/** `GET /api/user/cashback`: the accumulator (ngr since the last claim, what is available, the next calculation). */
export function getCashback(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getCashback, { signal });
}

export function cashbackQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: calendarKeys.cashback(), queryFn: ({ signal }) => getCashback(api, { signal }), staleTime: 60_000 });
}

export function useCashback() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return useQuery({ ...cashbackQueryOptions(useApiClient()), enabled: signedIn });
}

/** `POST /api/user/cashback/claim`; then the accumulator and the balance are read again. */
export function claimCashback(api: ApiClient) {
  return api.call(endpoints.claimCashback, { body: {} });
}

export function useClaimCashback() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: () => claimCashback(api),
    onSettled: () => void Promise.all([queryClient.invalidateQueries({ queryKey: calendarKeys.cashback() }), refreshUser().catch(() => undefined)]),
  });
}
