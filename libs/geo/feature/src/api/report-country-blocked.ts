import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `PUT /api/user/country-blocked` (spec section 7): the backend hears of a blocked visit (ip, country, firstUrl). */
export function reportCountryBlocked(api: ApiClient, body: BodyOf<typeof endpoints.countryBlocked>): Promise<null> {
  return api.call(endpoints.countryBlocked, { body });
}
