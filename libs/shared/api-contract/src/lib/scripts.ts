import * as z from 'zod/mini';
import { ok, queryBool, type Endpoint } from './common';

/** `GET /api/core/casino/scripts`: third-party script snippets (spec section 7). */

export const scriptItem = z.object({
  key: z.string(),
  head: z.string(),
  bodyStart: z.string(),
  bodyEnd: z.string(),
});
export type ScriptItem = z.infer<typeof scriptItem>;

export const getScripts = {
  method: 'GET',
  path: '/api/core/casino/scripts',
  query: z.object({
    enableAuthUsers: z.optional(queryBool),
    enableDepositors: z.optional(queryBool),
  }),
  response: ok(z.array(scriptItem)),
  auth: 'none',
} as const satisfies Endpoint;
export type GetScriptsResponse = z.infer<typeof getScripts.response>;
