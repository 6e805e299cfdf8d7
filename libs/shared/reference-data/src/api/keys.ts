/** Reference data changes rarely: a visit keeps it for half an hour. */
export const REFERENCE_STALE_MS = 30 * 60_000;

/** Query keys of the reference data (one factory per domain: docs/data-and-pages.md). */
export const referenceKeys = {
  all: ['reference'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  currencies: () => [...referenceKeys.all, 'currencies'] as const,
  registrationFields: () => [...referenceKeys.all, 'registration-fields'] as const,
  location: () => [...referenceKeys.all, 'location'] as const,
  mirrorDomain: (host: string) => [...referenceKeys.all, 'mirror-domain', host] as const,
};
