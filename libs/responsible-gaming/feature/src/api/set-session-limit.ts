import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `PUT /api/user/session-limit`: the longest a session may last, in minutes. */
export const setSessionLimit = (api: ApiClient, minutes: number) =>
  api.call(endpoints.setSessionLimit, { body: { minutes } });
