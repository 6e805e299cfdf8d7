import { buildPath, parseAnswer, type DataOf, type Endpoint } from '@casino/api-contract';
import { ApiError } from './ApiError';

/** Spec section 9: request timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Header names the backend reads. */
export const SYSTEM_TOKEN_HEADER = 'x-system-token';
export const BRAND_HEADER = 'x-casino-brand';

export interface ApiClientOptions {
  /** Origin of the API: '' in the browser (same origin, the brand server proxies), CASINO_API_URL on the server. */
  baseUrl: string;
  /** The visitor's language, sent as Accept-Language on every call. */
  getLanguage: () => string;
  /** The signed-in player's bearer token, if any. */
  getToken: () => string | undefined | null;
  /** Optional system token of the deployment. */
  systemToken?: string;
  /** Server side: which brand's data to ask for. */
  brandId?: string;
  /**
   * Called on any 403 before the error is thrown: the session is over (spec section 4 and 8). `code` is the error
   * envelope's code (`SESSION_TIMEOUT` when the player's session time limit ended it), if the answer had one.
   */
  onForbidden?: (endpoint: string, code: string | undefined) => void;
  /** @default REQUEST_TIMEOUT_MS (15 s) */
  timeoutMs?: number;
  /** Extra headers on every call: the server forwards the visitor's IP (`X-Forwarded-For`) and dev headers. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call (the server-side auth check uses 3 s). */
  timeoutMs?: number;
  /**
   * Reports the request body's upload as it goes (`sent` of `total` bytes): the call then travels by XMLHttpRequest,
   * the one browser transport with upload progress (document uploads). Elsewhere (the server, tests without it) it
   * falls back to fetch and reports nothing.
   */
  onUploadProgress?: (sent: number, total: number) => void;
}

/** A fetch over XMLHttpRequest that reports upload progress; aborting the signal aborts the request. */
function xhrFetch(
  url: string,
  init: RequestInit,
  onUploadProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      xhr.setRequestHeader(name, value);
    xhr.withCredentials = init.credentials === 'include';
    xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    const signal = init.signal;
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one way the front end talks to the casino API. Every answer crosses its contract schema: a bad answer
 * is an `ApiError('INVALID_RESPONSE')`, never a crash further in.
 */
export function createApiClient(options: ApiClientOptions) {
  // Looked up per call: whatever wraps fetch later (instrumentation, test interception) is honoured.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function call<E extends Endpoint>(endpoint: E, input: CallInput = {}): Promise<DataOf<E>> {
    const name = `${endpoint.method} ${endpoint.path}`;
    const token = options.getToken() ?? undefined;
    // Spec section 7: calls that need a player are refused here, without a round trip, when nobody is signed in.
    if (endpoint.auth === 'required' && !token) {
      throw new ApiError(0, 'NO_TOKEN', `${name} needs a signed-in player`, null, name);
    }

    const headers: Record<string, string> = {
      ...options.headers,
      Accept: 'application/json',
      'Accept-Language': options.getLanguage(),
    };
    if (options.systemToken) headers[SYSTEM_TOKEN_HEADER] = options.systemToken;
    if (options.brandId) headers[BRAND_HEADER] = options.brandId;
    if (token) headers['Authorization'] = `Bearer ${token}`;
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';

    const timeout = AbortSignal.timeout(input.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    const url = `${options.baseUrl}${buildPath(endpoint.path, input.params)}${queryString(input.query)}`;

    let response: Response;
    try {
      const init: RequestInit = {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal,
        credentials: 'same-origin',
      };
      const progress = input.onUploadProgress;
      response =
        progress && typeof XMLHttpRequest !== 'undefined' && !options.fetch
          ? await xhrFetch(url, init, progress)
          : await doFetch(url, init);
    } catch (error) {
      if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', 'Request timeout', null, name);
      if (input.signal?.aborted) throw error; // the caller cancelled: not a failure to report
      throw new ApiError(0, 'NETWORK_ERROR', `${name}: ${(error as Error).message}`, null, name);
    }

    let body: unknown;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : null;
    } catch {
      if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', 'Request timeout', null, name);
      throw new ApiError(response.status, 'MALFORMED_RESPONSE', `${name}: the answer is not JSON`, null, name);
    }

    // The contract's gate: a 200 must match the endpoint's schema, anything else must be an error envelope.
    const answer = parseAnswer(endpoint, response.status, body);
    if (answer.ok) return answer.data;
    if (response.status === 403) options.onForbidden?.(name, answer.malformed ? undefined : answer.error.code);
    const code = answer.malformed && response.status === 200 ? 'INVALID_RESPONSE' : answer.error.code;
    throw new ApiError(response.status, code, answer.error.message, body, name, !answer.malformed);
  }

  return { call };
}
