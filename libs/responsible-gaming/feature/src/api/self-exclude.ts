import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `POST /api/user/self-exclusion`: the player stays signed in and may only withdraw. */
export const selfExclude = (api: ApiClient, body: BodyOf<typeof endpoints.selfExclude>) =>
  api.call(endpoints.selfExclude, { body });
