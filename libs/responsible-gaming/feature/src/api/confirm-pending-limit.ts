import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `POST /api/user/limits/confirm-pending`: applies a loosening whose delay has passed (UK asks for this). */
export const confirmPendingLimit = (api: ApiClient, body: BodyOf<typeof endpoints.confirmPendingLimit>) =>
  api.call(endpoints.confirmPendingLimit, { body });
