/** Reference data changes rarely: a visit keeps it for half an hour. */
export const REFERENCE_STALE_MS = 30 * 60_000;

/** Query keys of the reference data (one factory per domain: docs/data-and-pages.md). */
export const referenceDataKeys = {
  all: ['reference'] as const,
  countries: () => [...referenceDataKeys.all, 'countries'] as const,
  currencies: () => [...referenceDataKeys.all, 'currencies'] as const,
  registrationFields: () => [...referenceDataKeys.all, 'registration-fields'] as const,
  location: () => [...referenceDataKeys.all, 'location'] as const,
  mirrorDomain: (host: string) => [...referenceDataKeys.all, 'mirror-domain', host] as const,
};
