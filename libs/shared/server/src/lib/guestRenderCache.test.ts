import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createGuestRenderCache, GUEST_RENDER_TTL_MS, guestRenderKey } from './guestRenderCache';

const guestData = (nonce: string, extra: Record<string, unknown> = {}) => ({
  root: { lng: 'en', nonce, session: { status: 'signedOut' }, countryBlock: null },
  home: { rows: [{ slug: 'book-of-dead' }] },
  ...extra,
});
function context(
  loaderData: Record<string, unknown>,
  more: Partial<EntryContext['staticHandlerContext']> = {},
): EntryContext {
  return {
    staticHandlerContext: { loaderData, actionData: null, errors: null, statusCode: 200, ...more },
  } as unknown as EntryContext;
}
const get = (url = 'https://casino.test/', headers: Record<string, string> = {}) => new Request(url, { headers });
const key = (request: Request, ctx: EntryContext, nonce: string, mode = 'onShellReady') =>
  guestRenderKey(request, ctx, { nonce, mode });

describe('what a guest page is a function of', () => {
  it('is the same for the same URL and data under another nonce, and differs with the URL, the data or the render mode', () => {
    const [n1, n2] = ['9xK2vQ+Lr0ZtYw/8aPc4Hg==', 'Qe3Fz7+uTnB1s/0LkWy6Dg=='];
    const first = key(get(), context(guestData(n1)), n1);
    expect(first).toEqual(expect.any(String));
    expect(key(get(), context(guestData(n2)), n2)).toBe(first);
    expect(key(get('https://casino.test/?page=2'), context(guestData(n2)), n2)).not.toBe(first);
    expect(key(get(), context({ ...guestData(n2), home: { rows: [] } }), n2)).not.toBe(first);
    expect(key(get(), context(guestData(n2)), n2, 'onAllReady')).not.toBe(first);
  });

  it('is the same for the same data prefetched at another moment: the dehydrated times are not what the page shows', () => {
    const n = '9xK2vQ+Lr0ZtYw/8aPc4Hg==';
    const prefetched = (at: number, games: string[]) => ({
      ...guestData(n),
      casino: {
        dehydratedState: {
          queries: [
            {
              dehydratedAt: at + 3,
              queryKey: ['games'],
              queryHash: '["games"]',
              state: {
                data: games,
                dataUpdatedAt: at,
                dataUpdateCount: 1,
                error: null,
                errorUpdatedAt: 0,
                status: 'success',
                fetchStatus: 'idle',
              },
            },
          ],
        },
      },
    });
    const first = key(get('https://casino.test/casino'), context(prefetched(1_764_000_000_000, ['book-of-dead'])), n);
    expect(first).toEqual(expect.any(String));
    expect(key(get('https://casino.test/casino'), context(prefetched(1_764_000_004_321, ['book-of-dead'])), n)).toBe(
      first,
    );
    expect(key(get('https://casino.test/casino'), context(prefetched(1_764_000_004_321, ['starburst'])), n)).not.toBe(
      first,
    );
  });

  it("is the same when the visitor's location was looked up again (its time), and differs with the IP or the country", () => {
    const n = '9xK2vQ+Lr0ZtYw/8aPc4Hg==';
    const located = (detectedAt: string, ip = '203.0.113.7', country = 'MT') => ({
      ...guestData(n),
      root: {
        ...guestData(n).root,
        countryBlock: { blocked: false, country, ip, detectedAt, excludedCountries: ['US'] },
      },
    });
    const first = key(get(), context(located('2026-12-02T02:12:37.465Z')), n);
    expect(first).toEqual(expect.any(String));
    expect(key(get(), context(located('2026-12-02T02:17:38.001Z')), n)).toBe(first);
    expect(key(get(), context(located('2026-12-02T02:17:38.001Z', '198.51.100.9')), n)).not.toBe(first);
    expect(key(get(), context(located('2026-12-02T02:17:38.001Z', '203.0.113.7', 'US')), n)).not.toBe(first);
  });

  it('is nothing to share for a player, a form post, an error, deferred data or a nonce too short to be unique', () => {
    expect(key(get(), context(guestData('abc')), 'abc')).toBeNull();
    const n = '9xK2vQ+Lr0ZtYw/8aPc4Hg==';
    const player = guestData(n);
    player.root.session = { status: 'signedIn' };
    expect(key(get(), context(player), n)).toBeNull();
    expect(
      key(get('https://casino.test/', { Cookie: 'lng=en; accessToken=abc' }), context(guestData(n)), n),
    ).toBeNull();
    expect(key(new Request('https://casino.test/', { method: 'POST' }), context(guestData(n)), n)).toBeNull();
    expect(key(get(), context(guestData(n), { statusCode: 404 }), n)).toBeNull();
    expect(key(get(), context(guestData(n), { errors: { home: new Error('x') } }), n)).toBeNull();
    expect(key(get(), context(guestData(n, { home: { later: Promise.resolve(1) } })), n)).toBeNull();
    expect(key(get(), context(guestData(n, { home: { ids: new Set([1]) } })), n)).toBeNull();
  });
});

describe('the guest render cache', () => {
  // Nonces are 128 random bits (base64): they never occur in a page by chance.
  const [n, m] = ['9xK2vQ+Lr0ZtYw/8aPc4Hg==', 'Qe3Fz7+uTnB1s/0LkWy6Dg=='];
  const page = (nonce: string) =>
    Buffer.from(`<script nonce="${nonce}">x</script><p>Café ✓</p><style nonce="${nonce}"></style>{"nonce":"${nonce}"}`);

  it('gives the page back with the new response’s nonce in every place the old one was', () => {
    const cache = createGuestRenderCache();
    cache.set('k', page(n), n);
    expect(cache.get('k', m)?.toString('utf8')).toBe(page(m).toString('utf8'));
    expect(cache.get('other', m)).toBeUndefined();
  });

  it('keeps a page for its time only, and a bounded number of pages, least recently used first out', () => {
    let now = 0;
    const cache = createGuestRenderCache({ maxEntries: 2, now: () => now });
    cache.set('a', page(n), n);
    now = GUEST_RENDER_TTL_MS - 1;
    expect(cache.get('a', m)).toBeDefined();
    now = GUEST_RENDER_TTL_MS;
    expect(cache.get('a', m)).toBeUndefined();
    cache.set('a', page(n), n);
    cache.set('b', page(n), n);
    cache.get('a', m);
    cache.set('c', page(n), n);
    expect(cache.size).toBe(2);
    expect(cache.get('b', m)).toBeUndefined();
    expect(cache.get('a', m)).toBeDefined();
  });

  it('keeps no more bytes than it may: the least recently used pages go first, and a page too big for it is not kept', () => {
    const sized = (bytes: number) => Buffer.concat([page(n), Buffer.alloc(bytes - page(n).length, 'x')]);
    const cache = createGuestRenderCache({ maxBytes: 1_000 });
    cache.set('a', sized(200), n);
    cache.set('b', sized(200), n);
    cache.set('c', sized(200), n);
    cache.get('a', m);
    cache.set('d', sized(250), n);
    cache.set('e', sized(250), n);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get('b', m)).toBeUndefined();
    expect(cache.get('a', m)).toBeDefined();
    expect(cache.get('e', m)).toBeDefined();
    cache.set('huge', sized(251), n);
    expect(cache.get('huge', m)).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });

  it('admits a page on its second request: a one-off URL is rendered and not kept, and never pushes out the pages guests ask for', () => {
    const cache = createGuestRenderCache({ maxEntries: 1 });
    const once = cache.startRendering('home');
    expect(once.shouldKeep()).toBe(false);
    once.finish();
    const again = cache.startRendering('home');
    expect(again.shouldKeep()).toBe(true);
    cache.set('home', page(n), n);
    again.finish();
    for (const key of ['?a=1', '?a=2', '?a=3']) {
      const oneOff = cache.startRendering(key);
      expect(oneOff.shouldKeep(), key).toBe(false);
      oneOff.finish();
    }
    expect(cache.get('home', m)).toBeDefined();
  });

  it('forgets the oldest keys it saw once, so remembering them is bounded too', () => {
    const cache = createGuestRenderCache({ seenKeys: 2 });
    for (const key of ['a', 'b', 'c']) cache.startRendering(key).finish();
    expect(cache.startRendering('a').shouldKeep()).toBe(false);
    expect(cache.startRendering('c').shouldKeep()).toBe(true);
  });

  it('lets requests for a page being rendered wait for that render, which is then kept for them even on its first request', async () => {
    const cache = createGuestRenderCache();
    expect(cache.waitForRender('k')).toBeUndefined();
    const render = cache.startRendering('k');
    expect(render.shouldKeep()).toBe(false);
    const waiting = cache.waitForRender('k');
    expect(waiting).toBeInstanceOf(Promise);
    expect(render.shouldKeep()).toBe(true);
    cache.set('k', page(n), n);
    render.finish();
    await waiting;
    expect(cache.waitForRender('k')).toBeUndefined();
    expect(cache.get('k', m)?.toString()).toBe(page(m).toString());
  });
});
