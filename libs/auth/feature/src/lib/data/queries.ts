import { endpoints, type Country, type Currency, type MirrorDomain, type RegistrationFields } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';

/** Reference data changes rarely: keep it for the visit. */
const REFERENCE_STALE_MS = 30 * 60_000;

export const authQueryKeys = {
  registrationFields: ['registration-fields'] as const,
  countries: ['countries'] as const,
  currencies: ['currencies'] as const,
  location: ['location'] as const,
  mirrorDomain: (host: string) => ['mirror-domain', host] as const,
};

export function useRegistrationFields(api: ApiClient) {
  return useQuery<RegistrationFields>({
    queryKey: authQueryKeys.registrationFields,
    queryFn: ({ signal }) => api.call(endpoints.getRegistrationFields, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCountries(api: ApiClient) {
  return useQuery<Country[]>({
    queryKey: authQueryKeys.countries,
    queryFn: ({ signal }) => api.call(endpoints.getAllCountry, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCurrencies(api: ApiClient) {
  return useQuery<Currency[]>({
    queryKey: authQueryKeys.currencies,
    queryFn: ({ signal }) => api.call(endpoints.getCurrencies, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Where the backend sees the visitor (country and IP). */
export function useVisitorLocation(api: ApiClient) {
  return useQuery({
    queryKey: authQueryKeys.location,
    queryFn: async ({ signal }) => (await api.call(endpoints.getLocation, { signal })).location,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The mirror domain of this host, or null when the site is not served as a mirror. */
export function useMirrorDomain(api: ApiClient, host: string) {
  return useQuery<MirrorDomain | null>({
    queryKey: authQueryKeys.mirrorDomain(host),
    queryFn: ({ signal }) => api.call(endpoints.getMirrorDomain, { query: { url: host }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}
