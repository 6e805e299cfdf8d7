import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `GET /api/core/casino/settings2` (spec section 7): the brand's settings as the backend has them. */
export function getSettings(api: ApiClient) {
  return api.call(endpoints.getSettings);
}
