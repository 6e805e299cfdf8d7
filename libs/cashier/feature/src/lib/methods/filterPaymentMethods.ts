import type { PaymentMethod } from '@casino/api-contract';

/** Who is paying or withdrawing: what the methods' filter fields are checked against (spec section 3 and 6). */
export interface PaymentAudience {
  /** ISO country of the player (profile, else the visitor's location); null when unknown. */
  countryCode: string | null;
  /** The player's wallet currency; null when unknown. */
  currencyCode: string | null;
  /** The signed-in player's email (methods with `allowEmails` are only for those addresses); null for a guest. */
  email: string | null;
  /** The player's tags (backend-assigned: vip, highroller, ...). */
  tags: readonly string[];
  /** Deposit lists every usable method; withdrawal only those with `withdrawalExist`. */
  side: 'deposit' | 'withdrawal';
}

/** Keys of `tagRestrictedCountries` that are not tag names. */
const RESERVED_TAG_KEYS = new Set(['matched', 'unmatched', 'default']);

const upper = (values: readonly string[]) => values.map((v) => v.trim().toUpperCase());
const lower = (values: readonly string[]) => values.map((v) => v.trim().toLowerCase());

/**
 * The countries where a method is closed to this player by `tagRestrictedCountries`:
 * - `default`: closed there for everyone;
 * - a tag name: closed there for players carrying that tag;
 * - `matched`: closed there for players carrying at least one of the tags the record names;
 * - `unmatched`: closed there for players carrying none of them.
 */
export function tagRestrictedCountriesFor(
  record: PaymentMethod['tagRestrictedCountries'],
  tags: readonly string[],
): Set<string> {
  const mine = new Set(lower(tags));
  const tagKeys = Object.keys(record).filter((key) => !RESERVED_TAG_KEYS.has(key.toLowerCase()));
  const matchedAny = tagKeys.some((key) => mine.has(key.toLowerCase()));
  const closed = new Set<string>();
  const add = (countries: readonly string[] | undefined) => upper(countries ?? []).forEach((c) => closed.add(c));
  add(record['default']);
  add(matchedAny ? record['matched'] : record['unmatched']);
  for (const key of tagKeys) if (mine.has(key.toLowerCase())) add(record[key]);
  return closed;
}

/** Why a method is not offered (for tests and logs; the player only sees the methods that remain). */
export type PaymentMethodExclusion =
  | 'inactive'
  | 'hidden'
  | 'noWithdrawal'
  | 'countryNotAllowed'
  | 'countryRestricted'
  | 'currencyNotAllowed'
  | 'currencyRestricted'
  | 'tagRestrictedCountry'
  | 'emailNotAllowed'
  | 'tagNotAllowed';

/** The first rule that keeps `method` from this audience, or null when it is offered. */
export function paymentMethodExclusion(
  method: PaymentMethod,
  audience: PaymentAudience,
): PaymentMethodExclusion | null {
  if (!method.isActive) return 'inactive';
  if (method.hidden) return 'hidden';
  if (audience.side === 'withdrawal' && !method.withdrawalExist) return 'noWithdrawal';
  const country = audience.countryCode?.trim().toUpperCase() || null;
  const currency = audience.currencyCode?.trim().toUpperCase() || null;
  // An allow-list needs a known value inside it; a restriction list only closes a known value.
  if (method.allowedCountries.length > 0 && (!country || !upper(method.allowedCountries).includes(country)))
    return 'countryNotAllowed';
  if (country && upper(method.restrictedCountries).includes(country)) return 'countryRestricted';
  if (method.allowedCurrencies.length > 0 && (!currency || !upper(method.allowedCurrencies).includes(currency)))
    return 'currencyNotAllowed';
  if (currency && upper(method.restrictedCurrencies).includes(currency)) return 'currencyRestricted';
  if (country && tagRestrictedCountriesFor(method.tagRestrictedCountries, audience.tags).has(country))
    return 'tagRestrictedCountry';
  if (
    method.allowEmails.length > 0 &&
    (!audience.email || !lower(method.allowEmails).includes(audience.email.trim().toLowerCase()))
  )
    return 'emailNotAllowed';
  const allowTags = lower([...(method.allowTags ?? []), ...(method.allowedTags ?? [])]);
  if (allowTags.length > 0 && !lower(audience.tags).some((tag) => allowTags.includes(tag))) return 'tagNotAllowed';
  return null;
}

/**
 * The payment-method filtering routine (spec sections 3 and 6): the methods this player may use on this side of the
 * cashier, by `order` (then id). Pure: the same methods and audience always give the same list.
 */
export function filterPaymentMethods(methods: readonly PaymentMethod[], audience: PaymentAudience): PaymentMethod[] {
  return methods
    .filter((method) => paymentMethodExclusion(method, audience) === null)
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** A method's thumbnail: `thumbnailUrl` or the older `thumbnail_url`, or null (the page shows its fallback image). */
export function paymentThumbnail(method: Pick<PaymentMethod, 'thumbnailUrl' | 'thumbnail_url'>): string | null {
  return method.thumbnailUrl || method.thumbnail_url || null;
}
