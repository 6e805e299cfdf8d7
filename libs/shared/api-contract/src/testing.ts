// Test-only entry (`@casino/api-contract/testing`): MSW handlers built from the contract, so a test names the
// endpoint it answers (`endpoints.login`), never a hand-typed URL, and its fixtures cannot drift from the schemas.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as z from 'zod/mini';
import type { DataOf, Endpoint, HttpMethod, ParsedBodyOf } from './lib/common';
import { errorEnvelope, type ErrorCode } from './lib/errors';

/** What a handler of `mockEndpoint` receives: the request, its path parameters, query and JSON body. */
export interface MockRequest<E extends Endpoint> {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body as sent (undefined for calls without one). */
  body: ParsedBodyOf<E> | undefined;
}

/** An answer: the endpoint's `data` (wrapped and checked against the contract), or a Response as is. */
export type MockAnswer<E extends Endpoint> = DataOf<E> | Response;

const methods: Record<HttpMethod, typeof http.get> = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
};

/** The contract's path as an MSW pattern on any origin (`:slug` segments match as in the contract). */
export function endpointPattern(endpoint: Endpoint): string {
  return `*${endpoint.path}`;
}

/** The 200 answer of an endpoint around `data`, checked against its schema: a fixture that drifts fails the test. */
export function contractAnswer<E extends Endpoint>(endpoint: E, data: DataOf<E>): Response {
  const body = endpoint.envelope === false ? data : { success: true, data };
  const checked = endpoint.response.safeParse(body);
  if (!checked.success) {
    throw new Error(
      `Fixture for ${endpoint.method} ${endpoint.path} breaks the contract: ${z.prettifyError(checked.error)}`,
    );
  }
  return HttpResponse.json(body as never);
}

/** An error answer in the contract's envelope (`{ success: false, error: { code, message, details? } }`). */
export function contractError(status: number, code: ErrorCode, message: string = code, details?: unknown): Response {
  return HttpResponse.json(
    errorEnvelope.parse({ success: false, error: { code, message, ...(details === undefined ? {} : { details }) } }),
    { status },
  );
}

/**
 * An MSW handler for one endpoint of the contract. `answer` is the `data` to send, or a function of the request
 * returning it (or a Response, for errors and deliberately broken answers).
 *
 * ```ts
 * server.use(mockEndpoint(endpoints.login, ({ body }) => ({ accessToken: 'tok', ... })));
 * server.use(mockEndpoint(endpoints.login, () => contractError(401, 'INVALID_CREDENTIALS', 'Wrong email or password')));
 * ```
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  answer: MockAnswer<E> | ((request: MockRequest<E>) => MockAnswer<E> | Promise<MockAnswer<E>>),
) {
  return methods[endpoint.method](endpointPattern(endpoint), async ({ request, params }) => {
    let body: unknown;
    if (endpoint.method !== 'GET') {
      const text = await request.clone().text();
      body = text ? JSON.parse(text) : undefined;
    }
    const result =
      typeof answer === 'function'
        ? await (answer as (r: MockRequest<E>) => MockAnswer<E> | Promise<MockAnswer<E>>)({
            request,
            params: params as Record<string, string>,
            query: new URL(request.url).searchParams,
            body: body as ParsedBodyOf<E> | undefined,
          })
        : answer;
    return result instanceof Response ? result : contractAnswer(endpoint, result as DataOf<E>);
  });
}

/**
 * The mock backend of a test file: answers with `handlers` (more with `server.use(...)` in a test), refuses any call
 * nobody answers (`onUnhandledRequest: 'error'`), and starts clean for every test.
 */
export function mockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
