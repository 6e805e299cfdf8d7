import { createReadableStreamFromReadable } from '@react-router/node';
import { isCrawler } from '@casino/page/server';
import type { Transform } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { coalescingStream } from './coalescingStream';
import { modulePreloadsAtLowPriority } from './modulePreloadsAtLowPriority';
import {
  createGuestRenderCache,
  guestRenderKey,
  type GuestCacheOutcome,
  type GuestRender,
  type GuestRenderCache,
} from './guestRenderCache';

/** How long a streamed response may wait for deferred data before it is cut. */
export const streamTimeout = 5_000;

const processCache = createGuestRenderCache();

/**
 * Server entry of every brand app: streams the page, or waits for all of it for crawlers (a complete
 * document to index). Every script React and React Router write carries the response's CSP nonce. A guest's page
 * rendered from the same data a moment ago (or being rendered right now) is served from the process's guest render
 * cache (see `guestRenderKey`). The scripts' module preloads are fetched at low priority, after what the first paint
 * needs (`modulePreloadsAtLowPriority`).
 */
export async function handleDocumentRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  cache: GuestRenderCache = processCache,
): Promise<Response> {
  const nonce = (loadContext as { nonce?: string } | undefined)?.nonce;
  const userAgent = request.headers.get('user-agent');
  const readyOption = isCrawler(userAgent) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');

  const key =
    nonce && responseStatusCode === 200 ? guestRenderKey(request, routerContext, { nonce, mode: readyOption }) : null;
  // Said in each cacheable response (`Server-Timing: guest-cache;desc=hit`): the benchmarks count the hit rate from it.
  // The key's first characters beside it (`guest-key`, a hash of the URL and the data) tell two responses of one page
  // apart when a second render was not served from the first: its data had changed, or it was not kept.
  const say = (outcome: GuestCacheOutcome) => {
    responseHeaders.append('Server-Timing', `guest-cache;desc=${outcome}`);
    if (key) responseHeaders.append('Server-Timing', `guest-key;desc=${key.slice(0, 12)}`);
  };
  if (key && nonce) {
    let waited = false;
    for (;;) {
      const kept = cache.get(key, nonce);
      if (kept !== undefined) {
        say(waited ? 'shared' : 'hit');
        // Not rendered: the data React Router would have streamed into the page is already in the kept HTML.
        void routerContext.serverHandoffStream?.cancel().catch(() => undefined);
        return new Response(kept as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
      }
      // The same page being rendered for another request: wait for it (it is then kept) rather than render it too.
      const underWay = cache.waitForRender(key);
      if (!underWay) break;
      waited = true;
      await underWay;
    }
    say('miss');
  }
  const render: GuestRender | null = key ? cache.startRendering(key) : null;
  const finishRendering = () => render?.finish();

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body =
            key && nonce && render
              ? keepWhenComplete(key, nonce, cache, () => failed, render)
              : coalescingStream({ rewrite: modulePreloadsAtLowPriority });
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          finishRendering();
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          // Errors before the shell reject above; after it, log them (the page already shows an error boundary).
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(() => {
      abort();
      finishRendering();
    }, streamTimeout + 1000);
  });
}

/**
 * Passes the page through and keeps it once it has ended without an error, when the cache admits it (a key asked for
 * before, or wanted by a request waiting for this render); then says the render is over.
 */
function keepWhenComplete(
  key: string,
  nonce: string,
  cache: GuestRenderCache,
  failed: () => boolean,
  render: GuestRender,
): Transform {
  const chunks: Buffer[] = [];
  const stream = coalescingStream({
    rewrite: modulePreloadsAtLowPriority,
    onChunk: (chunk) => chunks.push(chunk),
    onEnd: () => {
      if (!failed() && render.shouldKeep()) cache.set(key, Buffer.concat(chunks), nonce);
      render.finish();
    },
  });
  // A visitor who leaves mid-page ends the stream without a flush: the others stop waiting and render.
  stream.once('close', () => render.finish());
  return stream;
}
