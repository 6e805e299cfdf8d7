import { axeViolations } from './axe';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  authModalNames,
  depositResultModalNames,
  lobbyModalNames,
  rewardsModalNames,
  pageEntry,
  pageKeys,
  resolvePagePath,
  type NavigationSystem,
} from '@casino/site';
import { waitForHydration } from './pageWatch';
import { loginThroughApi, signInContext } from './sessionJourney';

/**
 * Every page of the site map as this brand routes it: one page per route module (a page is checked the day its module
 * lands; pages sharing a module, like /casino and /casino/slots, share their markup), and one of the pages still
 * showing the shared "coming soon" placeholder (checking all thirty-odd of them took two minutes of CI per brand and
 * found nothing the first did not).
 */
export function siteMapPaths(navigationSystem: NavigationSystem): string[] {
  const placeholder = pageKeys.find((key) => !pageEntry(key).module);
  // One page per route module: /casino/slots is the /casino module with another preset.
  const seen = new Set<string>();
  const keys = pageKeys.filter((key) => {
    const module = pageEntry(key).module ?? (key === placeholder ? 'placeholder' : undefined);
    if (!module || seen.has(module)) return false;
    seen.add(module);
    return true;
  });
  const paths = keys.map((key) =>
    resolvePagePath(key, { navigationSystem, params: { gameId: 'book-of-dev', tournamentId: '1' } }),
  );
  return [...new Set(paths)];
}

/**
 * The modals a visitor can open by URL: the account ones for a guest; for a player the deposit results, the rewards ones
 * and the note that a token link of another account was not used (`account-link`, which a guest sees in its own words).
 */
const guestModals = [
  ...authModalNames.map(
    (name) => `?modal=${name}${name === 'reset-password' || name === 'verify-email' ? '&token=expired-token' : ''}`,
  ),
  ...lobbyModalNames.map((name) => `?modal=${name}`),
  ...rewardsModalNames.map((name) => `?modal=${name}`),
];
const playerModals = [
  ...depositResultModalNames.map((name) => `?modal=${name}&met=Visa`),
  ...rewardsModalNames.map((name) => `?modal=${name}`),
  '?modal=account-link',
];

/** The first page of a walk: server-rendered, then hydrated. */
async function openServerRendered(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * The next page or modal of a walk, by its URL as a link reaches it: a client-side navigation through React Router's
 * own router on the same hydrated page. axe stays in the document, and the walk spares a document load, a hydration and
 * an injection per step (a site-map page: about 1.0 s of this machine's CPU server-rendered, 0.4 s client-side, before
 * axe). The navigation's promise settles once its loaders and redirects have run, which can be before React has drawn
 * the result, so the caller waits for what it judges: the shell's route announcer marks the path on screen once the
 * page is drawn, and a dialog is there or gone. Resolves to where it landed (a redirect's target), as a URL.
 */
async function navigateClientSide(page: Page, path: string): Promise<URL> {
  const landed = await page.evaluate(async (to) => {
    const router = (window as Window & { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    if (!router) throw new Error('React Router has not hydrated this page');
    await router.navigate(to);
    return window.location.href;
  }, path);
  return new URL(landed);
}

type CountingWindow = Window & { __e2eFetches?: number };

/** Counts the page's calls in flight (a walk waits for a page's data before judging it). Added before the first load. */
async function countFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counting = window as CountingWindow;
    counting.__e2eFetches = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args) => {
      counting.__e2eFetches = (counting.__e2eFetches ?? 0) + 1;
      return fetch(...args).finally(() => (counting.__e2eFetches = (counting.__e2eFetches ?? 1) - 1));
    };
  });
}

/**
 * Until the page reached client-side has what a server-rendered load would show: no call in flight and nothing drawn
 * for 300 ms (data a route fetches after drawing, such as /casino's games, or a chunk loaded on demand), at most 5 s.
 * Checked on every site-map page of curaçao and panel, guest and player: title, h1, dialogs and the number of elements
 * in <main> as on a fresh server-rendered load of the same URL.
 */
async function waitForQuietPage(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const observer = new MutationObserver(() => arm());
        const deadline = setTimeout(finish, 5_000);
        function finish() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(deadline);
          resolve();
        }
        function arm() {
          clearTimeout(timer);
          timer = setTimeout(() => ((window as CountingWindow).__e2eFetches ? arm() : finish()), 300);
        }
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        arm();
      }),
  );
}

async function visitor(
  browser: Browser,
  baseURL: string,
  { lng, token }: { lng: 'en' | 'ar'; token?: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  // The banner is checked on its own below; here it would cover part of every page.
  await context.addCookies([
    { name: 'lng', value: lng, url: baseURL },
    { name: 'cookieConsent', value: 'true', url: baseURL },
  ]);
  if (token) await signInContext(context, baseURL, token);
  const page = await context.newPage();
  await countFetches(page);
  return page;
}

/**
 * axe (WCAG 2.2 A and AA, and label in name) on every route of the site map and every modal opened by URL. Each route
 * and modal is checked twice, in opposite conditions: a guest in English on a desktop, and a player in Arabic (right
 * to left) on a phone. Every value of every dimension (guest and player, LTR and RTL, desktop and phone) meets every
 * page, in a few minutes of CI rather than the full product of the four.
 */
export function a11yJourney(brand: { name: string; navigationSystem: NavigationSystem }) {
  test.describe(`${brand.name}: accessibility of every page and modal`, () => {
    for (const audience of ['guest in English', 'player in Arabic'] as const) {
      const project = audience === 'guest in English' ? 'desktop' : 'phone';
      test(`every page of the site map, as a ${audience} on a ${project}`, async ({
        browser,
        baseURL,
        request,
      }, testInfo) => {
        test.skip(testInfo.project.name !== project, `checked on the ${project}`);
        test.setTimeout(240_000);
        const player = audience === 'player in Arabic';
        const page = await visitor(browser, baseURL ?? '', {
          lng: player ? 'ar' : 'en',
          token: player ? await loginThroughApi(request) : undefined,
        });
        const found: string[] = [];
        for (const [index, path] of siteMapPaths(brand.navigationSystem).entries()) {
          // The first page server-rendered, the others as a link reaches them: axe judges the page a player has in
          // front of them once it is drawn, which is the same document either way (see waitForQuietPage).
          let url: URL;
          if (index === 0) {
            await openServerRendered(page, path);
            url = new URL(page.url());
          } else url = await navigateClientSide(page, path);
          await expect(page.getByTestId('route-announcer')).toHaveAttribute('data-path', url.pathname);
          await waitForQuietPage(page);
          if (player) await expect(page.getByTestId('account-menu-button')).toBeVisible();
          // A player's page asks a guest to log in (`?modal=login`): the dialog is loaded after hydration, so judge it
          // once it is there (a scan started before it mounted caught its fade-in, low contrast by design, in CI).
          const modalOpen = url.searchParams.has('modal');
          if (modalOpen) await expect(page.getByRole('dialog')).toBeVisible();
          // The last page's dialog closed, not caught fading out over this page.
          else await expect(page.getByRole('dialog')).toHaveCount(0);
          found.push(...(await axeViolations(page, { modalOpen })).map((v) => `${path}: ${v}`));
        }
        expect(found).toEqual([]);
        await page.context().close();
      });

      test(`every modal opened by URL, as a ${audience} on a ${project}`, async ({
        browser,
        baseURL,
        request,
      }, testInfo) => {
        test.skip(testInfo.project.name !== project, `checked on the ${project}`);
        test.setTimeout(120_000);
        const player = audience === 'player in Arabic';
        const page = await visitor(browser, baseURL ?? '', {
          lng: player ? 'ar' : 'en',
          token: player ? await loginThroughApi(request) : undefined,
        });
        const found: string[] = [];
        for (const [index, query] of (player ? playerModals : guestModals).entries()) {
          if (index === 0) await openServerRendered(page, `/promotions${query}`);
          else {
            // From the last dialog straight to this one by its URL, as a link inside a dialog goes (the login's
            // "Forgot password?"): the last one leaves the document without its close animation, this one opens.
            const last = await page.getByRole('dialog').elementHandle();
            await navigateClientSide(page, `/promotions${query}`);
            await page.waitForFunction((dialog) => !dialog?.isConnected, last);
          }
          await expect(page.getByRole('dialog')).toBeVisible();
          // The page behind a dialog is the same for every modal: judged with the first (inert, nothing focusable
          // hidden), then each dialog on its own.
          const include = index === 0 ? undefined : '[role="dialog"]';
          found.push(...(await axeViolations(page, { modalOpen: true, include })).map((v) => `${query}: ${v}`));
        }
        expect(found).toEqual([]);
        await page.context().close();
      });
    }

    test('the cookie banner, for a first visit', async ({ page }, testInfo) => {
      test.skip(
        testInfo.project.name !== 'phone',
        'checked on the phone (the home page is checked on the desktop by the smoke suite)',
      );
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
