import * as z from 'zod/mini';
import { ackResponse, type Endpoint } from './common';
import { deviceType } from './user';

/** Tracking calls: log-event and country-blocked (spec section 7). Their answers are designed here (`data: null`). */

export const logEventName = z.enum(['PAGE_VIEW', 'ALTERNATIVE_METHOD_BUTTON']);

export const logEventBody = z.object({
  event: logEventName,
  /** PAGE_VIEW carries `{ url }`. */
  data: z.optional(z.record(z.string(), z.unknown())),
  mkt: z.optional(z.nullable(z.string())),
  userDeviceType: z.optional(deviceType),
  cpncToSent: z.optional(z.nullable(z.string())),
});
export type LogEventBody = z.infer<typeof logEventBody>;

export const logEvent = {
  method: 'PUT',
  path: '/api/user/log-event',
  body: logEventBody,
  response: ackResponse,
  auth: 'optional',
} as const satisfies Endpoint;

export const countryBlockedBody = z.object({
  ip: z.string(),
  country: z.string(),
  firstUrl: z.optional(z.nullable(z.string())),
});

export const countryBlocked = {
  method: 'PUT',
  path: '/api/user/country-blocked',
  body: countryBlockedBody,
  response: ackResponse,
  auth: 'optional',
} as const satisfies Endpoint;
