import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateAfterDeposit } from './use-invalidate-after-deposit';

/** `POST /api/user/3ds-webhook` with the challenge's PaReq and MD: settles the card deposit (`deposit-3ds-success`). */
export function threeDsWebhook(api: ApiClient, body: { PaReq: string; MD: string }) {
  return api.call(endpoints.threeDsWebhook, { body });
}

export function useThreeDsWebhook() {
  const api = useApiClient();
  const invalidate = useInvalidateAfterDeposit();
  return useMutation({
    mutationFn: (body: { PaReq: string; MD: string }) => threeDsWebhook(api, body),
    onSettled: () => invalidate(),
  });
}
