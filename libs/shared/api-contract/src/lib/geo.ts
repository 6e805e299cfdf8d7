import * as z from 'zod/mini';
import { countryCode, currencyCode, idSchema, ok, type Endpoint } from './common';

/** Reference lists and location: get-all-country, get-currencies, get-location, get-registration-fields, mirror domain. */

export const country = z.object({
  countryId: idSchema,
  code: countryCode,
  name: z.string(),
  phoneCode: z.string(),
  /** Flag emoji. */
  flag: z.string(),
});
export type Country = z.infer<typeof country>;

export const currency = z.object({
  code: currencyCode,
  name: z.string(),
  /** Designed here. */
  symbol: z.optional(z.string()),
  isCrypto: z.optional(z.boolean()),
});
export type Currency = z.infer<typeof currency>;

export const getAllCountry = {
  method: 'GET',
  path: '/api/admin/get-all-country',
  response: ok(z.array(country)),
  auth: 'none',
} as const satisfies Endpoint;

export const getCurrencies = {
  method: 'GET',
  path: '/api/admin/get-currencies',
  response: ok(z.array(currency)),
  auth: 'none',
} as const satisfies Endpoint;

/** ipInfo is designed here (the spec only names it). */
export const ipInfo = z.object({
  ip: z.string(),
  country: z.string(),
  region: z.optional(z.string()),
  city: z.optional(z.string()),
  timezone: z.optional(z.string()),
});

export const location = z.object({
  country: z.object({ code: z.string(), name: z.optional(z.string()) }),
  ipInfo,
});
export type Location = z.infer<typeof location>;

export const getLocation = {
  method: 'GET',
  path: '/api/admin/get-location',
  response: ok(z.object({ location })),
  auth: 'none',
} as const satisfies Endpoint;
export type GetLocationResponse = z.infer<typeof getLocation.response>;

/** Registration field -> 0 hidden, 1 shown and optional, 2 shown and required (1/2 designed here). */
export const registrationFieldValue = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const registrationFields = z.record(z.string(), registrationFieldValue);
export type RegistrationFields = z.infer<typeof registrationFields>;

export const getRegistrationFields = {
  method: 'GET',
  path: '/api/admin/get-registration-fields',
  response: ok(registrationFields),
  auth: 'none',
} as const satisfies Endpoint;

export const mirrorDomain = z.object({
  url: z.string(),
  domainId: idSchema,
  settings: z.object({
    loginOff: z.boolean(),
    registrationConfigs: z.array(
      z.object({
        country: z.string(),
        time: z.array(z.object({ from: z.string(), to: z.string(), deviceType: z.string() })),
      }),
    ),
  }),
});
export type MirrorDomain = z.infer<typeof mirrorDomain>;

/** Designed here: the mirror domain for a host (null when the host is not a mirror). */
export const getMirrorDomain = {
  method: 'GET',
  path: '/api/core/casino/mirror-domain',
  query: z.object({ url: z.string().check(z.minLength(1)) }),
  response: ok(z.nullable(mirrorDomain)),
  auth: 'none',
  designedHere: true,
} as const satisfies Endpoint;

const minutesOfDay = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Mirror-domain registration rule (spec section 4): a registration config for the visitor's country restricts
 * sign-up to its time windows (UTC, `HH:MM`, a window may wrap midnight) for the matching device type (`all`
 * matches any). A country without a config may always register. The front end and the backend both apply it.
 */
export function isRegistrationOpen(mirror: MirrorDomain, country: string, deviceType: string, now: Date): boolean {
  const config = mirror.settings.registrationConfigs.find((c) => c.country === country);
  if (!config) return true;
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return config.time.some((w) => {
    if (w.deviceType !== deviceType && w.deviceType !== 'all') return false;
    const from = minutesOfDay(w.from);
    const to = minutesOfDay(w.to);
    return from <= to ? minute >= from && minute <= to : minute >= from || minute <= to;
  });
}
