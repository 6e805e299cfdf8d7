import { endpoints, mergeSettings } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import type { ApiClient } from '@casino/api-client';
import { userDetailsFixture } from '@casino/session/testing';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../pageData';
import { definePageLoader } from './loadPage.server';
import { playerOnServer, sessionOfPlayer } from './player.server';

const server = mockServer();

const settings = mergeSettings({ pageUrls: { tournaments: '/races' } });
/** A fresh brand-server context per request, as `getLoadContext` makes. */
const context = () => ({ settings, apiUrl: 'http://backend.test', brandId: 'curacao', clientIp: '203.0.113.5' });
const get = (path: string, cookie?: string) =>
  new Request(`http://casino.test${path}`, cookie ? { headers: { Cookie: cookie } } : {});

const countries = [{ countryId: 1, code: 'MT', name: 'Malta', phoneCode: '+356', flag: '🇲🇹' }];
const countriesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['reference', 'countries'], queryFn: () => api.call(endpoints.getAllCountry) });

describe('a page module loader', () => {
  it("redirects a moved page's built-in URL to the one settings give it, keeping the query", async () => {
    const response = (await definePageLoader()({
      request: get('/tournaments?tab=live'),
      context: context(),
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/races?tab=live');
  });

  it("hands the page what it prefetched, dehydrated, with the player's token and the visitor's IP on the call", async () => {
    let auth = '';
    let forwarded = '';
    server.use(
      mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
      mockEndpoint(endpoints.getAllCountry, ({ request }) => {
        auth = request.headers.get('Authorization') ?? '';
        forwarded = request.headers.get('X-Forwarded-For') ?? '';
        return countries;
      }),
    );
    const loader = definePageLoader({
      audience: 'player',
      prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(countriesQuery(api)),
    });
    const result = (await loader({
      request: get('/profile/edit-profile', 'accessToken=tok-1'),
      context: context(),
    })) as PageData;
    expect(result.page).toBeNull();
    const query = result.dehydratedState?.queries.find((q) => q.queryKey[1] === 'countries');
    expect(query?.state.data).toEqual(countries);
    expect(auth).toBe('Bearer tok-1');
    expect(forwarded).toBe('203.0.113.5');
  });

  it('leaves a failed query out, at once (no retries on the server), for the browser to fetch', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(endpoints.getAllCountry, () => {
        calls += 1;
        return contractError(503, 'SERVICE_UNAVAILABLE');
      }),
    );
    const loader = definePageLoader({
      prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(countriesQuery(api)),
    });
    const result = (await loader({ request: get('/promotions'), context: context() })) as PageData;
    expect(result.dehydratedState?.queries).toEqual([]);
    expect(calls).toBe(1);
  });

  it("sends a guest to the same URL with the login modal when the page is a player's own", async () => {
    const loader = definePageLoader({ audience: 'player' });
    const response = (await loader({ request: get('/profile/edit-profile?x=1'), context: context() })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/profile/edit-profile?x=1&modal=login');
    // With a modal already open (the login modal itself), the page renders under it.
    expect(await loader({ request: get('/profile/edit-profile?modal=login'), context: context() })).toEqual({
      page: null,
    });
  });

  it("takes the audience from the page registry: a player's page sends a guest to log in, where settings move it too", async () => {
    const loader = definePageLoader();
    const limits = (await loader({ request: get('/profile2/limits'), context: context() })) as Response;
    expect(limits.status).toBe(302);
    expect(limits.headers.get('Location')).toBe('/profile2/limits?modal=login');
    expect(await loader({ request: get('/promotions'), context: context() })).toEqual({ page: null });
    // Settings moved the deposit page to /cash: the `*` route hands its loader that URL.
    const moved = { ...context(), settings: mergeSettings({ pageUrls: { deposit: '/cash' } }) };
    expect(((await loader({ request: get('/cash'), context: moved })) as Response).headers.get('Location')).toBe(
      '/cash?modal=login',
    );
  });

  it('treats a refused token as a guest, and renders the page for a token the backend could not check', async () => {
    const loader = definePageLoader({ audience: 'player' });
    server.use(mockEndpoint(endpoints.getUserDetails, contractError(403, 'TOKEN_EXPIRED')));
    expect(
      ((await loader({ request: get('/profile/edit-profile', 'accessToken=old'), context: context() })) as Response)
        .status,
    ).toBe(302);
    server.use(mockEndpoint(endpoints.getUserDetails, contractError(503, 'SERVICE_UNAVAILABLE')));
    expect(await loader({ request: get('/profile/edit-profile', 'accessToken=tok-1'), context: context() })).toEqual({
      page: null,
    });
  });
});

describe('the player of a request', () => {
  it('is asked for once, whichever loader asks first', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(endpoints.getUserDetails, () => {
        calls += 1;
        return userDetailsFixture();
      }),
    );
    const args = { request: get('/', 'accessToken=tok-1'), context: context() };
    const [root, page] = await Promise.all([playerOnServer(args), playerOnServer(args)]);
    expect(root).toBe(page);
    expect(root).toMatchObject({ kind: 'player', token: 'tok-1' });
    expect(calls).toBe(1);
    // The next request asks again.
    await playerOnServer({ request: get('/', 'accessToken=tok-1'), context: context() });
    expect(calls).toBe(2);
  });

  it('starts the page signed out with SESSION_EXPIRED to tell when the session time limit refused the token', async () => {
    server.use(mockEndpoint(endpoints.getUserDetails, contractError(403, 'SESSION_TIMEOUT')));
    const player = await playerOnServer({ request: get('/', 'accessToken=tok-1'), context: context() });
    expect(sessionOfPlayer(player)).toMatchObject({
      status: 'signedOut',
      tokenRefused: true,
      endedBy: 'SESSION_EXPIRED',
    });
    server.use(mockEndpoint(endpoints.getUserDetails, contractError(403, 'TOKEN_EXPIRED')));
    const expired = await playerOnServer({ request: get('/', 'accessToken=tok-2'), context: context() });
    expect(sessionOfPlayer(expired).endedBy).toBeUndefined();
  });
});
