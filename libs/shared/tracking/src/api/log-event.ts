import { endpoints, type LogEventBody } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `PUT /api/user/log-event` (spec section 7): PAGE_VIEW and the other tracking events. */
export function logEvent(api: ApiClient, body: LogEventBody): Promise<null> {
  return api.call(endpoints.logEvent, { body });
}
