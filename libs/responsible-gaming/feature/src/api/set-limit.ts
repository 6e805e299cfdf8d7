import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `PUT /api/user/limits`: a tightening applies at once, a loosening may wait for the market's delay (answered as pending). */
export const setLimit = (api: ApiClient, body: BodyOf<typeof endpoints.setLimit>) =>
  api.call(endpoints.setLimit, { body });
