import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { createApiClient } from '@casino/api-client';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getPayments } from './get-payments';

const server = mockServer();
const api = createApiClient({ baseUrl: 'http://casino.test', getLanguage: () => 'en', getToken: () => null });

describe('getPayments', () => {
  it('asks by currency and country', async () => {
    let asked = '';
    server.use(
      mockEndpoint(endpoints.getPayments, ({ query }) => {
        asked = query.toString();
        return [];
      }),
    );
    await getPayments(api, { currencyCode: 'EUR', countryCode: 'MT' });
    expect(asked).toBe('currencyCode=EUR&countryCode=MT');
  });

  it('gives an empty list for an answer that breaks the contract, never a crash', async () => {
    server.use(
      http.get('*/api/admin/get-payments', () => HttpResponse.json({ success: true, data: [{ id: 'not a method' }] })),
    );
    await expect(getPayments(api, { currencyCode: 'EUR' })).resolves.toEqual([]);
    server.use(
      http.get(
        '*/api/admin/get-payments',
        () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    await expect(getPayments(api, { currencyCode: 'EUR' })).resolves.toEqual([]);
  });

  it("still fails for the server's own trouble, so the page can offer a retry", async () => {
    server.use(mockEndpoint(endpoints.getPayments, () => contractError(503, 'SERVICE_UNAVAILABLE', 'down')));
    await expect(getPayments(api, {})).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
