import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useSession } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/** `GET /api/user/wallet`: balance, real and bonus money, bonus and deposit wagering left, the rollover. */
export function getWallet(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getWallet, { signal });
}

export const WALLET_KEY = cashierKeys.wallet();

export function walletQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: WALLET_KEY, queryFn: ({ signal }) => getWallet(api, { signal }), staleTime: 15_000 });
}

export function useWallet() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return useQuery({ ...walletQueryOptions(useApiClient()), enabled: signedIn });
}
