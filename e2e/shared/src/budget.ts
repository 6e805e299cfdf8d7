import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { loginThroughApi } from './sessionJourney';

/** Initial JavaScript budget of a brand's home route, gzip (workspace foundation issue). */
export const HOME_JS_BUDGET_BYTES = 170 * 1024;

/** Scripts and module preloads the server HTML names: what a phone must fetch before the page is interactive. */
export function initialScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (match[1]) urls.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  // The inline bootstrap imports the client entry directly.
  for (const match of html.matchAll(/import\s*(?:[\w{}*\s,]+from\s*)?["']([^"']+\.js)["']/g))
    if (match[1]) urls.add(match[1]);
  return [...urls];
}

/** Initial JavaScript budget of the lobby's list route (/casino), gzip (lobby issue #11). */
export const LOBBY_JS_BUDGET_BYTES = 200 * 1024;

/**
 * Initial JavaScript budget of the cashier's pages, gzip, for a signed-in player (they are player-only): the lobby's
 * budget plus the form library (react-hook-form, about 13 KiB) the card and withdrawal forms are built with.
 */
export const CASHIER_JS_BUDGET_BYTES = 220 * 1024;

/**
 * How many script files a page may name for its first download (tools/config/chunkGroups.ts): each one is a request,
 * and a phone on HTTP/1.1 has six connections (the home named 28 and /casino 50 before the build grouped them).
 */
export const HOME_SCRIPT_FILES_MAX = 12;
export const PAGE_SCRIPT_FILES_MAX = 24;

/** Gzip sizes of the initial scripts of one route, printed as `[budget]` lines; returns the total in bytes. */
async function initialJs(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  label: string,
  budget: number,
  headers: Record<string, string> = {},
): Promise<number> {
  const html = await (await request.get(path, { headers })).text();
  const urls = initialScriptUrls(html);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.length, `${label}: script files`).toBeLessThanOrEqual(
    path === '/' ? HOME_SCRIPT_FILES_MAX : PAGE_SCRIPT_FILES_MAX,
  );
  let total = 0;
  const rows: string[] = [];
  for (const url of urls) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status(), url).toBe(200);
    const gz = gzipSync(await response.body(), { level: 9 }).length;
    total += gz;
    rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KiB  ${url}`);
  }
  console.log(
    `[budget] ${label} initial JS: ${(total / 1024).toFixed(1)} KiB gzip of ${budget / 1024} KiB in ${urls.length} files\n${rows.join('\n')}`,
  );
  return total;
}

/** The HTML of a signed-in player's home as a phone gets it (issue #37, target 3: 60 KB, as bench:ssr prints it). */
export const SIGNED_IN_HOME_HTML_BUDGET_BYTES = 60 * 1024;

/** A phone's Chrome (what the server draws a phone's first screen for): the User-Agent bench:ssr sends. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export function homeBudget(brandName: string) {
  test(`${brandName}: the demo player's home, asked for by a phone, is at most 60 KiB of HTML, sent compressed whole`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'measured once per brand');
    const cookie = `accessToken=${await loginThroughApi(request)}; cookieConsent=true`;
    const response = await request.get('/', {
      headers: { cookie, 'user-agent': PHONE_USER_AGENT, 'accept-encoding': 'identity' },
    });
    expect(response.status()).toBe(200);
    const html = await response.body();
    // Signed in: the header holds the balance (a guest's page would be measured otherwise).
    expect(html.toString()).toContain('data-testid="header-balance"');
    console.log(
      `[budget] ${brandName} signed-in home HTML (phone): ${(html.length / 1024).toFixed(1)} KiB of ${SIGNED_IN_HOME_HTML_BUDGET_BYTES / 1024} KiB`,
    );
    expect(html.length).toBeLessThanOrEqual(SIGNED_IN_HOME_HTML_BUDGET_BYTES);

    // As a phone's Chrome asks for it: the complete page compressed in one piece (a length, no chunks), Brotli first.
    const compressed = await fetch(new URL('/', baseURL), {
      headers: { cookie, 'user-agent': PHONE_USER_AGENT, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const sent = Number(compressed.headers.get('content-length'));
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(html.length / 3);
    expect(await compressed.text()).toContain('data-testid="header-balance"');
    console.log(`[budget] ${brandName} signed-in home (phone) sent as ${(sent / 1024).toFixed(1)} KiB of Brotli`);
  });

  test(`${brandName}: the home route's initial JavaScript stays within 170 KiB gzip in 12 files, the lobby's, rewards, account and responsible-gaming pages' within 200 KiB, the cashier's within 220 KiB, each in 24 files`, async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'measured once per brand');
    expect(await initialJs(request, '/', `${brandName} home`, HOME_JS_BUDGET_BYTES)).toBeLessThanOrEqual(
      HOME_JS_BUDGET_BYTES,
    );
    expect(await initialJs(request, '/casino', `${brandName} /casino`, LOBBY_JS_BUDGET_BYTES)).toBeLessThanOrEqual(
      LOBBY_JS_BUDGET_BYTES,
    );
    // The rewards pages and the public responsible-gambling page are held to the lobby's budget.
    for (const path of ['/promotions', '/bonuses', '/vip-club', '/responsible-gambling']) {
      expect(await initialJs(request, path, `${brandName} ${path}`, LOBBY_JS_BUDGET_BYTES)).toBeLessThanOrEqual(
        LOBBY_JS_BUDGET_BYTES,
      );
    }
    const player = { cookie: `accessToken=${await loginThroughApi(request)}; cookieConsent=true` };
    for (const path of ['/deposit', '/withdraw', '/profile2/balance']) {
      expect(
        await initialJs(request, path, `${brandName} ${path} (player)`, CASHIER_JS_BUDGET_BYTES, player),
      ).toBeLessThanOrEqual(CASHIER_JS_BUDGET_BYTES);
    }
    // The account and responsible-gaming pages of a player, held to the lobby's budget.
    for (const path of [
      '/profile',
      '/profile2/my-profile',
      '/profile2/limits',
      '/profile2/freeze-account',
      '/profile/transactions',
      '/profile/verify',
    ]) {
      expect(
        await initialJs(request, path, `${brandName} ${path} (player)`, LOBBY_JS_BUDGET_BYTES, player),
      ).toBeLessThanOrEqual(LOBBY_JS_BUDGET_BYTES);
    }
  });
}
