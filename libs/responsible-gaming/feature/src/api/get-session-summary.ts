import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `GET /api/user/session-summary`: when this session began and the net of its real-money play (the reality check's figures). */
export function getSessionSummary(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getSessionSummary, { signal });
}
