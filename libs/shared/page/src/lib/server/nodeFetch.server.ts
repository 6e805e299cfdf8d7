import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** The runtime's own fetch, as this module found it: one wrapped or replaced later (instrumentation, a test) is honoured. */
const runtimeFetch = globalThis.fetch;

// Kept-alive connections to the backend, as fetch keeps them.
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function plainHeaders(init: RequestInit['headers']): Record<string, string> | null {
  if (init === undefined) return {};
  if (init instanceof Headers || Array.isArray(init)) return Object.fromEntries(new Headers(init));
  return typeof init === 'object' ? (init as Record<string, string>) : null;
}

/**
 * A fetch for the server's calls to the backend, over Node's own HTTP client: the API client's calls (a method,
 * headers, a JSON text or no body, an abort signal, a JSON answer) without the cost of the runtime's fetch, which took
 * about a seventh of a signed-in page's server CPU for the one call it makes (the player's details) on the 2-core
 * machine of 2 December 2026. Anything else (another kind of body, a redirect to follow, a fetch replaced by
 * instrumentation or a test) goes to the runtime's fetch. It rejects as fetch does: with the signal's reason once
 * aborted (a timeout's `TimeoutError`), with a `TypeError` when the backend cannot be reached.
 */
export const nodeFetch: typeof fetch = (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const headers = plainHeaders(init.headers);
  const agent = agents[url.protocol as keyof typeof agents];
  const body = init.body;
  if (
    globalThis.fetch !== runtimeFetch ||
    input instanceof Request ||
    !agent ||
    !headers ||
    (body != null && typeof body !== 'string')
  ) {
    return globalThis.fetch(input, init);
  }
  const signal = init.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = {
      ...headers,
      ...(typeof body === 'string' ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    };
    const req = send(url, { method: init.method ?? 'GET', headers: outgoing, agent }, (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status) && res.headers.location && init.redirect !== 'manual') {
        res.resume();
        signal?.removeEventListener('abort', onAbort);
        resolve(globalThis.fetch(input, init));
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(
          new Response(NULL_BODY_STATUSES.has(status) ? null : (Buffer.concat(chunks) as Uint8Array<ArrayBuffer>), {
            status,
            statusText: res.statusMessage,
            headers: headersOf(res.headers),
          }),
        );
      });
      res.on('error', fail);
      // Cut before its end (the signal, the backend going away): never an answer half read.
      res.on('close', () => {
        if (!res.complete) fail(new Error('the answer was cut'));
      });
    });
    function fail(error: Error) {
      signal?.removeEventListener('abort', onAbort);
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
    }
    function onAbort() {
      req.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', fail);
    req.end(typeof body === 'string' ? body : undefined);
  });
};
