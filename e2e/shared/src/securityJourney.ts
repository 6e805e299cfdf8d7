import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { waitForHydration, watchPage } from './pageWatch';
import { crowd, DEMO_PASSWORD, loginDetails, signInContext } from './sessionJourney';
import { freePort } from './startup';
import { browserWithImages } from './config';
import { logicMeets, onceAcrossBrands, type BrandInputs } from './once';

interface RawAnswer {
  status: number;
  /** The last value of each header, by lower-case name. */
  headers: Record<string, string>;
  /** Every header line as sent (`name: value`), so a header sent twice shows twice. */
  headerLines?: string[];
  body?: string;
}

/**
 * One request exactly as written (a browser or an HTTP client would normalise `//host`, backslashes, tabs and line
 * breaks before sending them): what an attacker's link can make a server see.
 */
function rawRequest(
  baseURL: string,
  requestLine: string,
  { headers = {}, body = '' }: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      // A `Host` among `headers` replaces the real one (what a client can claim).
      const host = Object.keys(headers).some((k) => k.toLowerCase() === 'host') ? [] : [`Host: ${hostname}:${port}`];
      const lines = [
        requestLine,
        ...host,
        'Connection: close',
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const split = text.indexOf('\r\n\r\n');
      const head = split >= 0 ? text.slice(0, split) : text;
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const body = split >= 0 ? Buffer.from(text.slice(split + 4), 'latin1').toString('utf8') : '';
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, headerLines, body });
    });
  });
}

/** A redirect that stays on this site: a path, not `//host`, not `/\host`, and nothing a browser would strip into one. */
function expectSameSite(location: string | undefined, what: string) {
  expect(location, what).toBeDefined();
  expect(location, what).toMatch(/^\/(?![/\\])/);
  // eslint-disable-next-line no-control-regex
  expect(location, what).not.toMatch(/[\u0000-\u001f\u007f]/);
}

/** Redirect targets an attacker would try: other hosts behind slashes, backslashes, tabs and line breaks, plain and encoded. */
const hostilePaths = [
  '//evil.example/x',
  '/\\evil.example/x',
  '///evil.example/x',
  '/%2F%2Fevil.example/x',
  '/%5Cevil.example/x',
  '/%09/evil.example/x',
  '/%0d%0aSet-Cookie:%20a=b',
];
/** The same, as a form field (decoded: what the server reads). */
const hostileFields = [
  '//evil.example/x',
  '/\\evil.example',
  'https://evil.example/',
  '/\t/evil.example',
  '/\n/evil.example',
  '/x\r\nSet-Cookie: a=b',
  '\t//evil.example',
];
/** Paths whose dot segments resolve to another host (`/.//evil.example` is `//evil.example`), plain and encoded. */
const dotSegmentFields = [
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
];

const backendUrl = () => test.info().config.metadata['backendUrl'] as string;

/** Markup that would run if a page put a server string into its HTML: an element with a handler, and a script breaking out of the page's data. */
const hostileName = '<img src=x onerror="window.__xss=1"></script><script>window.__xss=2</script>';

/** Asks the dev backend to append `text` to the names and titles of every answer to requests carrying `scope` (none: stop). */
async function setHostileText(scope: string, text: string | null) {
  const response = await fetch(`${backendUrl()}/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(text ? { hostileText: text, scope } : {}),
  });
  expect(response.status).toBe(200);
}

export function securityJourney(brand: { id: string; name: string; editProfilePath: string } & Partial<BrandInputs>) {
  const { name: brandName, editProfilePath } = brand;
  test.describe(`${brandName}: no open redirect, cookie flags, inert player text`, () => {
    test.beforeEach(({}, testInfo) =>
      test.skip(testInfo.project.name !== 'desktop', 'server behaviour: checked once per brand'),
    );

    test('an ?at= link on any path redirects to a path of this site, and its cookie is Secure in production', async ({
      baseURL,
    }) => {
      for (const path of hostilePaths) {
        const answer = await rawRequest(baseURL ?? '', `GET ${path}?at=tok-123 HTTP/1.1`);
        expect(answer.status, path).toBeLessThan(500);
        // A path no page matches may answer 404; whatever redirects stays here, and its cookie is Secure.
        if (answer.status === 404) continue;
        expect(answer.status, path).toBe(302);
        expectSameSite(answer.headers['location'], path);
        expect(answer.headers['set-cookie'], path).toMatch(/^accessToken=tok-123;.*Secure/);
      }
      const plain = await rawRequest(baseURL ?? '', 'GET //evil.example/x?at=tok-123 HTTP/1.1');
      expect(plain.headers['location']).toBe('/evil.example/x');
    });

    test('paths that look like other hosts never redirect there, and never answer 500', async ({ baseURL }) => {
      for (const path of [...hostilePaths, '//evil.example/tournaments', '/\\evil.example/promotions']) {
        const answer = await rawRequest(baseURL ?? '', `GET ${path} HTTP/1.1`);
        expect(answer.status, path).toBeLessThan(500);
        if (answer.status >= 300 && answer.status < 400) expectSameSite(answer.headers['location'], path);
      }
      // Raw tabs and line breaks in the request line: refused, or cut short into a harmless request; never a redirect away.
      for (const path of ['/\t/evil.example', '/x\r\nSet-Cookie: a=b']) {
        const answer = await rawRequest(baseURL ?? '', `GET ${path} HTTP/1.1`).catch((): RawAnswer => ({
          status: 400,
          headers: {},
        }));
        expect(answer.status, JSON.stringify(path)).toBeGreaterThanOrEqual(400);
        expect(answer.status, JSON.stringify(path)).toBeLessThan(500);
        expect(answer.headers['set-cookie'] ?? '', JSON.stringify(path)).not.toContain('a=b');
      }
    });

    test('the language switch goes back only to a path of this site: anything else is a 400', async ({ baseURL }) => {
      for (const redirectTo of [...hostileFields, ...dotSegmentFields]) {
        const body = new URLSearchParams({ lng: 'ar', redirectTo }).toString();
        const answer = await rawRequest(baseURL ?? '', 'POST /set-locale HTTP/1.1', {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        });
        expect(answer.status, JSON.stringify(redirectTo)).toBe(400);
        expect(answer.headers['location']).toBeUndefined();
      }
      const body = new URLSearchParams({ lng: 'ar', redirectTo: '/promotions?tab=weekly' }).toString();
      const ok = await rawRequest(baseURL ?? '', 'POST /set-locale HTTP/1.1', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(ok.status).toBe(302);
      expect(ok.headers['location']).toBe('/promotions?tab=weekly');
    });

    test('a request whose target is not a path answers 400, and a page names the configured origin whatever Host it was asked for', async ({
      baseURL,
    }) => {
      for (const target of ['http://evil.example/', 'http://evil.example/promotions?at=tok-123', '*']) {
        const answer = await rawRequest(baseURL ?? '', `GET ${target} HTTP/1.1`);
        expect(answer.status, target).toBe(400);
        expect(answer.headers['location'], target).toBeUndefined();
        expect(answer.headers['set-cookie'], target).toBeUndefined();
      }
      // The canonical link and the social tags come from CASINO_PUBLIC_ORIGIN (the suite's own origin), never the Host.
      const page = await rawRequest(baseURL ?? '', 'GET /promotions HTTP/1.1', {
        headers: { Host: 'evil.example', 'Accept-Encoding': 'identity' },
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${baseURL}/promotions"`);
      expect(page.body).not.toContain('evil.example');
    });

    test("a browser's own X-Forwarded-For never reaches the backend as the visitor's address", async ({ request }) => {
      // No CASINO_TRUST_PROXY here: the visitor is the socket's address, and the /api proxy says so (replacing, not appending).
      const response = await request.get('/api/admin/get-location', {
        headers: { 'X-Forwarded-For': '203.0.113.77', 'X-Forwarded-Proto': 'https' },
      });
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as { data: { location: { ipInfo: { ip: string } } } };
      expect(data.location.ipInfo.ip).not.toContain('203.0.113.77');
      expect(data.location.ipInfo.ip).toMatch(/127\.0\.0\.1|::1/);
    });

    test('an ?at= redirect sends each of its headers once: one Cache-Control, one Referrer-Policy', async ({
      baseURL,
    }) => {
      const answer = await rawRequest(baseURL ?? '', 'GET /promotions?at=tok-123 HTTP/1.1');
      expect(answer.status).toBe(302);
      const count = (name: string) =>
        (answer.headerLines ?? []).filter((line) => line.toLowerCase().startsWith(`${name}:`)).length;
      expect(count('cache-control')).toBe(1);
      expect(count('referrer-policy')).toBe(1);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    });

    test('an ?at= link never moves a signed-in player into another account: the session stays, and the page says so', async ({
      baseURL,
      request,
      browser,
    }) => {
      const mine = await loginDetails(request);
      const other = await loginDetails(request, crowd('luckyluke'));
      expect(other.userId).not.toBe(mine.userId);
      const cookie = { Cookie: `accessToken=${mine.accessToken}` };
      // Another account's link, and a link whose token is no session: refused, no cookie set, the modal named.
      for (const token of [other.accessToken, 'not-a-session']) {
        const answer = await rawRequest(baseURL ?? '', `GET /casino?at=${token} HTTP/1.1`, { headers: cookie });
        expect(answer.status).toBe(302);
        expect(answer.headers['set-cookie']).toBeUndefined();
        expectSameSite(answer.headers['location'], token);
        expect(answer.headers['location']).toBe('/casino?modal=account-link');
      }
      // The same player's fresh link (another login of theirs) replaces the cookie, as a guest's link sets it.
      const fresh = await loginDetails(request);
      const same = await rawRequest(baseURL ?? '', `GET /casino?at=${fresh.accessToken} HTTP/1.1`, { headers: cookie });
      expect(same.headers['set-cookie']).toMatch(new RegExp(`^accessToken=${fresh.accessToken};`));
      expect(same.headers['location']).toBe('/casino');

      // In the browser: the player stays who they were and is told so.
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
      await signInContext(context, baseURL ?? '', mine.accessToken);
      const page = await context.newPage();
      await page.goto(`/casino?at=${other.accessToken}`);
      await waitForHydration(page);
      expect(new URL(page.url()).search).toBe('?modal=account-link');
      const dialog = page.getByRole('dialog', { name: /^You are still signed in as / });
      await expect(dialog).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'accessToken')?.value).toBe(mine.accessToken);
      await dialog.getByTestId('account-link-continue').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('account-menu-button')).toBeVisible();
      await context.close();
    });

    test(`in production the dev backend has no fake Google consent screen, and the brand's settings turn Google sign-in off`, async () => {
      const { workspaceRoot, brandId } = test.info().config.metadata as { workspaceRoot: string; brandId: string };
      // The dev backend started as its own program (main.ts reading NODE_ENV), which no brand changes: once, in the
      // default brand (starting it through tsx was 10 s of a suite's CPU). The dev backend's unit tests check every
      // brand's settings in production mode.
      onceAcrossBrands(test.info(), brandId);
      const port = await freePort();
      const child = spawn(
        `${workspaceRoot}node_modules/.bin/tsx`,
        ['--tsconfig', 'tools/dev-backend/tsconfig.json', 'tools/dev-backend/src/main.ts'],
        {
          cwd: workspaceRoot,
          env: {
            ...process.env,
            DEV_BACKEND_PORT: String(port),
            DEV_BACKEND_DB: 'memory',
            DEV_BACKEND_HOST: '127.0.0.1',
            NODE_ENV: 'production',
          },
          stdio: 'ignore',
        },
      );
      try {
        const base = `http://127.0.0.1:${port}`;
        const settings = async () => {
          const response = await fetch(`${base}/api/core/casino/settings2`, { headers: { 'x-casino-brand': brandId } });
          return ((await response.json()) as { data: { googleLoginEnabled: boolean } }).data;
        };
        await expect
          .poll(
            () =>
              settings().then(
                () => true,
                () => false,
              ),
            { timeout: 30_000 },
          )
          .toBe(true);
        expect((await settings()).googleLoginEnabled).toBe(false);
        expect(
          (await fetch(`${base}/__dev/google/authorize?client_id=dev-${brandId}.apps.googleusercontent.test`)).status,
        ).toBe(404);
        expect(
          (
            await fetch(`${base}/__dev/google/authorize`, {
              method: 'POST',
              body: new URLSearchParams({ account: 'demo' }),
              redirect: 'manual',
            })
          ).status,
        ).toBe(404);
      } finally {
        child.kill();
      }
    });

    // The two tests of markup in text below judge React's rendering of the shared libs, the same code in every brand:
    // they run in the default brand and where the pages they visit differ (panel's navigation and paths).
    test("script in a player's own profile text stays text: names and nickname", async ({
      playwright,
      baseURL,
      request,
    }, testInfo) => {
      logicMeets(testInfo, brand, ['navigationSystem', 'editProfilePath']);
      // A fresh player whose names carry markup (the forms refuse nothing a name may contain).
      const email = `xss-${Date.now()}@example.com`;
      const payload = '<img src=x onerror="window.__xss=1">';
      const created = await request.post('/api/user/sign-up', {
        data: {
          email,
          password: DEMO_PASSWORD,
          dateOfBirth: '1990-01-01',
          firstName: `Ana${payload}`,
          lastName: '<script>window.__xss=1</script>',
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { accessToken } = await loginDetails(request, email);
      const updated = await request.put('/api/user/update-user-details', {
        headers: { Authorization: `Bearer ${accessToken}` },
        data: { updateFrom: 'Profile Page', nickname: `"><svg onload=window.__xss=1>` },
      });
      expect(updated.status(), await updated.text()).toBe(200);
      // Images on: the payload's `onerror` would run only where its image loads.
      const browser = await browserWithImages(playwright);
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
      await signInContext(context, baseURL ?? '', accessToken);
      const page = await context.newPage();
      const problems = await watchPage(page);
      await page.goto(editProfilePath);
      await waitForHydration(page);
      const form = page.getByTestId('profile-form');
      await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue(`Ana${payload}`);
      await expect(form.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('"><svg onload=window.__xss=1>');
      await page.getByTestId('account-menu-button').click();
      await expect(page.getByRole('dialog')).toContainText(email);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(problems.filter((p) => p.includes('CSP'))).toEqual([]);
      await browser.close();
    });

    test('markup in the names the server sends stays text: games, providers, bonuses and tournaments, server-rendered and hydrated', async ({
      playwright,
      baseURL,
      request,
    }, testInfo) => {
      logicMeets(testInfo, brand, ['navigationSystem']);
      test.setTimeout(60_000);
      const [game] = (
        (await (await request.get('/api/games?limit=1')).json()) as { data: { rows: Array<{ slug: string }> } }
      ).data.rows;
      // Only this test's browser meets the text (its requests carry the scope; the brand server passes it on): the suite's other tests see the catalogue's names.
      const scope = `xss-names-${Date.now()}`;
      await setHostileText(scope, hostileName);
      // Images on: the name's `onerror` would run only where its image loads.
      const browser = await browserWithImages(playwright);
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-dev-fault-scope': scope } });
      try {
        await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
        const page = await context.newPage();
        const problems = await watchPage(page);
        const pages = [
          { path: '/casino', shows: page.locator('main ul li article').first() },
          { path: `/casino/games/${game?.slug ?? ''}`, shows: page.locator('main h1') },
          { path: '/promotions', shows: page.getByTestId('bonus-card').first() },
          { path: '/tournaments', shows: page.getByTestId('tournament-card').first() },
        ];
        for (const { path, shows } of pages) {
          await page.goto(path);
          await waitForHydration(page);
          await expect(shows, path).toContainText(hostileName);
          expect(await page.locator('main img[src="x"]').count(), path).toBe(0);
          expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).toBeUndefined();
        }
        expect(problems.filter((p) => /CSP|exception/.test(p))).toEqual([]);
      } finally {
        await setHostileText(scope, null);
        await browser.close();
      }
    });
  });
}
