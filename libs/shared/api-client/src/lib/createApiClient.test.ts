import { endpoints, ok, type Endpoint } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { delay, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient, type ApiClientOptions } from './createApiClient';

const base = 'http://casino.test';
const server = mockServer();

const getGame = {
  method: 'GET',
  path: '/api/test/games/:slug',
  query: z.object({ page: z.optional(z.number()) }),
  response: ok(z.object({ slug: z.string(), rtp: z.number() })),
  auth: 'optional',
} as const satisfies Endpoint;

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: base,
    getLanguage: () => 'ar',
    getToken: () => 'tok-123',
    systemToken: 'sys-9',
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('sends the language, system token and bearer token, and returns the envelope data', async () => {
    let seen: Headers | undefined;
    let url = '';
    server.use(
      mockEndpoint(getGame, ({ request }) => {
        seen = request.headers;
        url = request.url;
        return HttpResponse.json({ success: true, data: { slug: 'book of ra', rtp: 96.1 } });
      }),
    );
    const data = await client().call(getGame, {
      params: { slug: 'book of ra' },
      query: { page: 2, missing: undefined },
    });
    expect(data).toEqual({ slug: 'book of ra', rtp: 96.1 });
    expect(seen?.get('accept-language')).toBe('ar');
    expect(seen?.get('authorization')).toBe('Bearer tok-123');
    expect(seen?.get('x-system-token')).toBe('sys-9');
    expect(url).toBe(`${base}/api/test/games/book%20of%20ra?page=2`);
  });

  it('forwards the extra headers it was given (the visitor IP from the server)', async () => {
    let forwarded: string | null = null;
    server.use(
      mockEndpoint(getGame, ({ request }) => {
        forwarded = request.headers.get('x-forwarded-for');
        return HttpResponse.json({ success: true, data: { slug: 'x', rtp: 1 } });
      }),
    );
    await client({ headers: { 'X-Forwarded-For': '203.0.113.9' } }).call(getGame, { params: { slug: 'x' } });
    expect(forwarded).toBe('203.0.113.9');
  });

  it('sends no Authorization header for a guest', async () => {
    let authorization: string | null = 'unset';
    server.use(
      mockEndpoint(getGame, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: { slug: 'x', rtp: 1 } });
      }),
    );
    await client({ getToken: () => undefined }).call(getGame, { params: { slug: 'x' } });
    expect(authorization).toBeNull();
  });

  it('refuses a call that needs a player without a token, before any request', async () => {
    const fetchSpy = vi.fn();
    const error = await failure(client({ getToken: () => undefined, fetch: fetchSpy }).call(endpoints.getUserDetails));
    expect(error.code).toBe('NO_TOKEN');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('throws a non-200 answer with its body and code', async () => {
    const body = { success: false, error: { code: 'DEPOSIT_COUNTRY_BLOCK', message: 'Not in your country' } };
    server.use(mockEndpoint(getGame, () => HttpResponse.json(body, { status: 400 })));
    const error = await failure(client().call(getGame, { params: { slug: 'x' } }));
    expect(error).toMatchObject({ status: 400, code: 'DEPOSIT_COUNTRY_BLOCK', message: 'Not in your country', body });
    expect(error.retriable).toBe(false);
  });

  it('ends the session on a 403', async () => {
    const onForbidden = vi.fn();
    server.use(
      mockEndpoint(getGame, () =>
        HttpResponse.json({ success: false, error: { code: 'FORBIDDEN', message: 'x' } }, { status: 403 }),
      ),
    );
    const error = await failure(client({ onForbidden }).call(getGame, { params: { slug: 'x' } }));
    expect(error.status).toBe(403);
    expect(onForbidden).toHaveBeenCalledWith('GET /api/test/games/:slug', 'FORBIDDEN');
  });

  it('turns an answer that breaks the contract into a clear error, not a crash', async () => {
    server.use(mockEndpoint(getGame, () => HttpResponse.json({ success: true, data: { slug: 'x', rtp: 'high' } })));
    const error = await failure(client().call(getGame, { params: { slug: 'x' } }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain('data.rtp');
  });

  it('reports a body that is not JSON', async () => {
    server.use(mockEndpoint(getGame, () => new HttpResponse('<html>gateway</html>', { status: 200 })));
    expect((await failure(client().call(getGame, { params: { slug: 'x' } }))).code).toBe('MALFORMED_RESPONSE');
  });

  it('gives up on a backend that stops answering with "Request timeout"', async () => {
    server.use(
      mockEndpoint(getGame, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(client({ timeoutMs: 50 }).call(getGame, { params: { slug: 'x' } }));
    expect(error).toMatchObject({ code: 'TIMEOUT', message: 'Request timeout', status: 0 });
    expect(error.retriable).toBe(true);
  });

  it('reports an unreachable backend as a retriable network error', async () => {
    server.use(mockEndpoint(getGame, () => HttpResponse.error()));
    const error = await failure(client().call(getGame, { params: { slug: 'x' } }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.retriable).toBe(true);
  });

  it('defaults to the 15 s timeout of the spec', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('./createApiClient');
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });
});
