import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateAfterDeposit } from './use-invalidate-after-deposit';

export type CreateDepositBody = BodyOf<typeof endpoints.createDeposit>;

/**
 * `POST /api/user/deposit`. The body carries the attempt's idempotency key: a repeat (a retry after a timeout, a second
 * tab) answers the first deposit instead of making another.
 */
export function createDeposit(api: ApiClient, body: CreateDepositBody) {
  return api.call(endpoints.createDeposit, { body });
}

export function useCreateDeposit() {
  const api = useApiClient();
  const invalidate = useInvalidateAfterDeposit();
  return useMutation({
    mutationFn: (body: CreateDepositBody) => createDeposit(api, body),
    // A pending deposit (3-D Secure, a crypto transfer) has changed nothing yet.
    onSuccess: (data) => {
      if (data.deposit.status !== 'pending') invalidate();
    },
  });
}
