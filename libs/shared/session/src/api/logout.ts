import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import type { LogoutReason } from '../lib/session';

/** `POST /api/user/logout` (spec section 7): tells the backend why the session ends. */
export function logout(api: ApiClient, reason: LogoutReason): Promise<null> {
  return api.call(endpoints.logout, { body: { reason } });
}
