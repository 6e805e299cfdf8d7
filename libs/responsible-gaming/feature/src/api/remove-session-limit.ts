import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `POST /api/user/session-limit/remove`. */
export const removeSessionLimit = (api: ApiClient) => api.call(endpoints.removeSessionLimit, { body: {} });
