import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `POST /api/referral/visit` (no token): counts one visit through the referral link of `code`. */
export function trackReferralVisit(api: ApiClient, code: string) {
  return api.call(endpoints.trackReferralVisit, { body: { code } });
}
