import { createReadableStreamFromReadable } from '@react-router/node';
import { isCrawler } from '@casino/page/server';
import { Writable, type Transform } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { coalescingStream } from './coalescingStream';
import { modulePreloadsAtLowPriority } from './modulePreloadsAtLowPriority';
import { describeEncodedPage, encodeCompletePage } from './pageEncoding';
import { createRenderTurns } from './renderTurns';
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
const renderTurn = createRenderTurns();

/**
 * Server entry of every brand app: renders the whole page and sends it compressed in one piece when its data is all
 * there (every page today, and always for crawlers: a complete document to index), or streams it, its shell first,
 * when a loader deferred some data. Renders start one per turn of the event loop (`createRenderTurns`). Every script
 * React and React Router write carries the response's CSP nonce. A guest's page rendered from the same data a moment
 * ago (or being rendered right now) is served from the process's guest render cache (see `guestRenderKey`). The
 * scripts' module preloads are fetched at low priority, after what the first paint needs
 * (`modulePreloadsAtLowPriority`).
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
  const crawler = isCrawler(request.headers.get('user-agent'));
  // A page whose data is all there is sent whole (see encodeCompletePage); one with deferred data streams its shell
  // first, what the rest of it waits for after. A crawler always gets the whole document (a complete page to index).
  const whole = crawler || routerContext.isSpaMode || !hasDeferredData(routerContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const acceptEncoding = request.headers.get('accept-encoding');
  const wholeResponse = (page: Buffer) => {
    const encoded = encodeCompletePage(page, acceptEncoding);
    describeEncodedPage(responseHeaders, encoded);
    return new Response(encoded.body as Uint8Array<ArrayBuffer>, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  };

  const key =
    nonce && responseStatusCode === 200
      ? guestRenderKey(request, routerContext, { nonce, mode: crawler ? 'crawler' : 'browser' })
      : null;
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
        return wholeResponse(kept);
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
  // One render per turn of the event loop, so new connections are accepted between renders (see renderTurns.ts).
  await renderTurn();

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // Cuts a render still waiting after the stream timeout. Cleared once the page is out: a pending timer holds the
    // render's whole state, and under load every page of the last few seconds stayed on the heap (a live heap of about
    // 105 MB after a full GC, against 37 MB with the timers cleared).
    const cutOff = setTimeout(() => {
      abort();
      finishRendering();
    }, streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [whole ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          if (whole) {
            pipe(
              wholePage((page) => {
                if (key && nonce && render && !failed && render.shouldKeep()) cache.set(key, page, nonce);
                finishRendering();
                clearTimeout(cutOff);
                resolve(wholeResponse(page));
              }),
            );
            return;
          }
          const body =
            key && nonce && render
              ? keepWhenComplete(key, nonce, cache, () => failed, render)
              : coalescingStream({ rewrite: modulePreloadsAtLowPriority });
          body.once('close', () => clearTimeout(cutOff));
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(cutOff);
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
  });
}

/**
 * Whether a route's data holds a promise (deferred data, which React Router streams into the page as it settles): such
 * a page is streamed, its shell first.
 */
export function hasDeferredData(routerContext: Pick<EntryContext, 'staticHandlerContext'>): boolean {
  const isPending = (value: unknown) => typeof (value as { then?: unknown } | null)?.then === 'function';
  return Object.values(routerContext.staticHandlerContext.loaderData ?? {}).some(
    (data) => isPending(data) || (data !== null && typeof data === 'object' && Object.values(data).some(isPending)),
  );
}

/**
 * Where React writes a page that is complete (`onAllReady`): it writes it all at once, and `done` gets it as one buffer,
 * its module preloads marked low priority.
 */
export function wholePage(done: (page: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback();
    },
    final(callback) {
      done(modulePreloadsAtLowPriority(Buffer.concat(chunks)));
      callback();
    },
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
