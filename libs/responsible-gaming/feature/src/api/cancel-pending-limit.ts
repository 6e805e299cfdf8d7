import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `POST /api/user/limits/cancel-pending`: the limit stays as it is. */
export const cancelPendingLimit = (api: ApiClient, body: BodyOf<typeof endpoints.cancelPendingLimit>) =>
  api.call(endpoints.cancelPendingLimit, { body });
