import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `GET /api/core/casino/locales/{lng}.json` (spec section 7): one language's translations; `v` busts caches daily. */
export function getLocale(api: ApiClient, lng: string, version: string) {
  return api.call(endpoints.getLocale, { params: { lng }, query: { v: version } });
}
