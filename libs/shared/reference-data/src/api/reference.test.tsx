import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { createApiClient } from '@casino/api-client';
import { createQueryClient } from '@casino/query';
import { ApiClientProvider } from '@casino/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { countriesQueryOptions, useCountries } from './get-countries';
import { getLocation } from './get-location';
import { useMirrorDomain } from './get-mirror-domain';
import { referenceDataKeys } from './reference-data-keys';

const server = mockServer();

const api = createApiClient({ baseUrl: 'http://backend.test', getLanguage: () => 'en', getToken: () => undefined });
function wrapper({ children }: { children: ReactNode }) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return (
    <QueryClientProvider client={client}>
      <ApiClientProvider value={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

describe('reference data endpoints', () => {
  it('fetch through the API client from context, under keys of the reference domain', async () => {
    server.use(
      mockEndpoint(endpoints.getAllCountry, [
        { countryId: 1, code: 'MT', name: 'Malta', phoneCode: '+356', flag: '🇲🇹' },
      ]),
    );
    const { result } = renderHook(() => useCountries(), { wrapper });
    await waitFor(() => expect(result.current.data?.map((c) => c.code)).toEqual(['MT']));
    expect(countriesQueryOptions(api).queryKey).toEqual(referenceDataKeys.countries());
    expect(referenceDataKeys.countries()[0]).toBe(referenceDataKeys.all[0]);
  });

  it('ask for the mirror domain of this host, and say when there is none', async () => {
    let asked = '';
    server.use(
      mockEndpoint(endpoints.getMirrorDomain, ({ query }) => {
        asked = query.get('url') ?? '';
        return null;
      }),
    );
    const { result } = renderHook(() => useMirrorDomain('mirror.example'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(asked).toBe('mirror.example');
  });

  it("unwrap the visitor's location, and fail as the contract's error when the backend does", async () => {
    server.use(
      mockEndpoint(endpoints.getLocation, {
        location: { country: { code: 'DE' }, ipInfo: { ip: '198.51.100.2', country: 'DE' } },
      }),
    );
    expect(await getLocation(api)).toMatchObject({ country: { code: 'DE' }, ipInfo: { ip: '198.51.100.2' } });
    server.use(mockEndpoint(endpoints.getLocation, contractError(503, 'SERVICE_UNAVAILABLE')));
    await expect(getLocation(api)).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
