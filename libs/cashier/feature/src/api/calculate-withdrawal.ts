import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

export type CalculateWithdrawalBody = BodyOf<typeof endpoints.calculateWithdrawal>;

/** `POST /api/user/withdrawal/calculate`: what leaves the balance, the fees and what the player receives (nothing moves yet). */
export function calculateWithdrawal(api: ApiClient, body: CalculateWithdrawalBody) {
  return api.call(endpoints.calculateWithdrawal, { body });
}

export function useCalculateWithdrawal() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: CalculateWithdrawalBody) => calculateWithdrawal(api, body) });
}
