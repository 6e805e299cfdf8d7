import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/** `GET /api/user/deposit/:id`: where a deposit stands (read when the provider's site sends the player back). */
export function getDeposit(api: ApiClient, id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getDeposit, { params: { id: String(id) }, signal });
}

export function depositQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: cashierKeys.deposit(id),
    queryFn: ({ signal }) => getDeposit(api, id, { signal }),
    select: (data) => data.deposit,
  });
}

export function useDeposit(id: number | null) {
  const api = useApiClient();
  return useQuery({ ...depositQueryOptions(api, id ?? 0), enabled: id !== null });
}
