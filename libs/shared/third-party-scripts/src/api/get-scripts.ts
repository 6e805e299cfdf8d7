import { endpoints, type ScriptItem } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import type { ScriptsQuery } from '../lib/ThirdPartyScripts';

/** `GET /api/core/casino/scripts` (spec section 7): the backend's snippets for the visitor's audience. */
export function getScripts(api: ApiClient, query: ScriptsQuery): Promise<ScriptItem[]> {
  return api.call(endpoints.getScripts, { query: { ...query } });
}
