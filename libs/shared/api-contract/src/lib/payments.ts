import * as z from 'zod/mini';
import { idSchema, ok, type Endpoint } from './common';

/** `GET /api/admin/get-payments`: payment methods with every filter field of spec section 3. */

const stringList = z.array(z.string());

export const paymentMethod = z.object({
  id: idSchema,
  name: z.string(),
  title: z.string(),
  rawTitle: z.string(),
  description: z.string(),
  /** Provider-side method key, e.g. "card", "crypto", "bank". */
  paymentMethod: z.string(),
  thumbnail_url: z.optional(z.nullable(z.string())),
  thumbnailUrl: z.optional(z.nullable(z.string())),
  isActive: z.boolean(),
  hidden: z.boolean(),
  withdrawalExist: z.boolean(),
  isCardForm: z.boolean(),
  order: z.number(),
  allowedCountries: stringList,
  restrictedCountries: stringList,
  allowedCurrencies: stringList,
  restrictedCurrencies: stringList,
  /** Keys: matched, unmatched, default, or a tag name; values: country code lists. */
  tagRestrictedCountries: z.record(z.string(), stringList),
  allowEmails: stringList,
  allowTags: z.optional(stringList),
  allowedTags: z.optional(stringList),
  /** Designed here: provider limits per deposit. */
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Designed here: crypto networks (empty for fiat). */
  networks: stringList,
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const getPayments = {
  method: 'GET',
  path: '/api/admin/get-payments',
  query: z.object({ currencyCode: z.optional(z.string()), countryCode: z.optional(z.string()) }),
  /** Every configured method; the client filters them (country, currency, tags, emails). */
  response: ok(z.array(paymentMethod)),
  auth: 'optional',
} as const satisfies Endpoint;
export type GetPaymentsResponse = z.infer<typeof getPayments.response>;
