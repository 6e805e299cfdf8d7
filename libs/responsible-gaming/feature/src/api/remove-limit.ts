import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `POST /api/user/limits/remove` (never for bet limits: support only). */
export const removeLimit = (api: ApiClient, body: BodyOf<typeof endpoints.removeLimit>) =>
  api.call(endpoints.removeLimit, { body });
