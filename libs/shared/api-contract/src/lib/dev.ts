import * as z from 'zod/mini';
import { ackResponse, ok, type Endpoint } from './common';
import { rgMarket } from './limits';
import { socketEventName } from './socket';

/** Dev-backend controls under `/__dev/` (tools/dev-backend; off when NODE_ENV=production). */

const rate = z.number().check(z.gte(0), z.lte(1));

export const devReset = {
  method: 'POST',
  path: '/__dev/reset',
  body: z.object({}),
  response: ackResponse,
  auth: 'none',
} as const satisfies Endpoint;

export const devEmit = {
  method: 'POST',
  path: '/__dev/emit',
  /** `credit`/`debit`/`globalCredit` with `{ amount }` also move the wallet (then a balance event follows). */
  body: z.object({ userId: z.number().check(z.int(), z.positive()), event: socketEventName, data: z.unknown() }),
  response: ok(z.object({ delivered: z.number().check(z.int()) })),
  auth: 'none',
} as const satisfies Endpoint;

/**
 * Extra: cuts a player's socket connections at the transport (as a network drop would: socket.io reconnects), then
 * moves the wallet by `creditWhileDown` while they are down, so the events are lost to them.
 */
export const devDropSockets = {
  method: 'POST',
  path: '/__dev/drop-sockets',
  body: z.object({
    userId: z.number().check(z.int(), z.positive()),
    creditWhileDown: z.optional(z.number().check(z.positive())),
  }),
  response: ok(z.object({ dropped: z.number().check(z.int()) })),
  auth: 'none',
} as const satisfies Endpoint;

export const devClock = {
  method: 'POST',
  path: '/__dev/clock',
  body: z.union([
    z.object({ now: z.union([z.string(), z.number()]) }),
    z.object({ advanceMs: z.number() }),
    z.object({ reset: z.literal(true) }),
  ]),
  response: ok(z.object({ now: z.string() })),
  auth: 'none',
} as const satisfies Endpoint;

/** Designed here: the player-protection market of one player (overrides the brand's `responsibleGamingMarket`); null: the brand's. */
export const devMarket = {
  method: 'POST',
  path: '/__dev/market',
  body: z.object({ email: z.email(), market: z.nullable(rgMarket) }),
  response: ok(z.object({ email: z.string(), market: z.nullable(rgMarket) })),
  auth: 'none',
} as const satisfies Endpoint;

export const devGeo = {
  method: 'POST',
  path: '/__dev/geo',
  body: z.object({
    country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
    ip: z.optional(z.nullable(z.string())),
  }),
  response: ok(z.object({ country: z.nullable(z.string()), ip: z.nullable(z.string()) })),
  auth: 'none',
} as const satisfies Endpoint;

export const faultsConfig = z.object({
  errorRate: z.optional(rate),
  latencyMs: z.optional(z.number().check(z.gte(0), z.lte(60_000))),
  malformedRate: z.optional(rate),
  /** Path prefixes the faults apply to; absent or empty = every /api path. */
  paths: z.optional(z.array(z.string())),
  /**
   * Only requests bearing one of these tokens (`Authorization: Bearer <token>`) meet the faults; absent or empty =
   * every request. Lets one journey break the backend for its own player while others run beside it.
   */
  tokens: z.optional(z.array(z.string())),
  /**
   * Only requests carrying `x-dev-fault-scope: <scope>` meet the faults (a test's browser sends it on every request;
   * brand servers forward it with CASINO_FORWARD_DEV_HEADERS=true). Absent = every request.
   */
  scope: z.optional(z.string()),
  /**
   * Appended to every display name and title in the answers (`name`, `providerName`, `bannerTitle`,
   * `bannerDescription`: games, providers, categories, bonuses, tournaments, levels): markup a page must show as text.
   */
  hostileText: z.optional(z.string().check(z.maxLength(500))),
});
export type FaultsConfig = z.infer<typeof faultsConfig>;

export const devFaults = {
  method: 'POST',
  path: '/__dev/faults',
  body: faultsConfig,
  response: ok(
    z.object({
      errorRate: z.number(),
      latencyMs: z.number(),
      malformedRate: z.number(),
      paths: z.array(z.string()),
      tokens: z.array(z.string()),
      scope: z.string(),
      hostileText: z.string(),
    }),
  ),
  auth: 'none',
} as const satisfies Endpoint;

/** Extra: mails the backend "sent" (verification and reset links), newest first. */
export const devMail = {
  method: 'GET',
  path: '/__dev/mail',
  query: z.object({ to: z.optional(z.string()) }),
  response: ok(
    z.array(
      z.object({
        id: z.number(),
        to: z.string(),
        kind: z.string(),
        subject: z.string(),
        token: z.nullable(z.string()),
        createdAt: z.string(),
      }),
    ),
  ),
  auth: 'none',
} as const satisfies Endpoint;

export const devEndpoints = {
  devReset,
  devEmit,
  devDropSockets,
  devClock,
  devGeo,
  devMarket,
  devFaults,
  devMail,
} as const;
