/**
 * The query roots one domain invalidates in another's cache: written once here, imported by the domain that owns the
 * root (its `<domain>-keys.ts` builds every key under it) and by the domains that invalidate it. A copy of a root as a
 * literal in another domain fails lint (`casino/no-foreign-query-roots`), since a renamed root would then leave that
 * domain invalidating nothing.
 */
export const queryRoots = {
  /** Bonuses, calendars, cashback, loyalty: a deposit can turn a waiting deposit bonus active (cashier). */
  rewards: ['rewards'],
} as const satisfies Record<string, readonly [string]>;
