import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `PUT /api/user/reality-check`: one of the market's intervals, or null for off. */
export const setRealityCheck = (api: ApiClient, minutes: number | null) =>
  api.call(endpoints.setRealityCheck, { body: { minutes } });
