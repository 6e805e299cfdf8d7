import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe';
import { waitForHydration } from './pageWatch';
import { signInContext } from './sessionJourney';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A new player (no deposit) signed up through the API, as authJourney does; returns the bearer token. */
async function signUpThroughApi(request: APIRequestContext, brandId: string): Promise<string> {
  const email = `tour-${brandId}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/api/user/sign-up', {
    data: { email, password: 'Secret#123', dateOfBirth: '1990-01-01' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const login = await request.post('/api/user/login', { data: { email, password: 'Secret#123' } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Issue #15: the installable home-screen prompt (manifest, icons, install button) and the new player's tour. */
export function installJourney(brand: { id: string; name: string }) {
  test.describe(`${brand.name}: install the app and the welcome tour`, () => {
    test('the manifest names the brand, its icons are PNGs, and every page links it', async ({ request, page }) => {
      const response = await request.get('/manifest.webmanifest');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        icons: ManifestIcon[];
      };
      expect(manifest).toMatchObject({ name: brand.name, start_url: '/', display: 'standalone' });
      expect(manifest.short_name.length).toBeGreaterThan(0);
      const pngs = manifest.icons.filter((i) => i.type === 'image/png');
      expect(pngs.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of pngs) {
        const answer = await request.get(icon.src);
        expect(answer.status(), icon.src).toBe(200);
        expect(answer.headers()['content-type']).toBe('image/png');
        const bytes = await answer.body();
        expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
      }
      await page.goto('/');
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', /.+/);
    });

    test('the tour welcomes a new player; Skip closes it and it does not come back after a reload', async ({
      browser,
      baseURL,
      request,
    }) => {
      const token = await signUpThroughApi(request, brand.id);
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
      await signInContext(context, baseURL ?? '', token);
      const page = await context.newPage();
      await page.goto('/');
      await waitForHydration(page);
      const tour = page.getByRole('dialog', { name: `Welcome to ${brand.name}` });
      await expect(tour).toBeVisible({ timeout: 15_000 });
      await expect(tour).toContainText('Step 1 of 4');
      expect(await axeViolations(page)).toEqual([]);
      await tour.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: 'Where the games are' })).toBeVisible();
      await page.getByRole('button', { name: 'Skip the tour' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.reload();
      await waitForHydration(page);
      // Long enough for the lazily loaded tour to have opened if it were going to.
      await page.waitForTimeout(2_000);
      await expect(page.getByRole('dialog', { name: `Welcome to ${brand.name}` })).toHaveCount(0);
      await context.close();
    });

    test('the install button appears when the browser offers installation, never on /play/', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
      const page = await context.newPage();
      const offer = () =>
        page.evaluate(() => {
          const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => undefined,
            userChoice: Promise.resolve({ outcome: 'dismissed' }),
          });
          window.dispatchEvent(event);
        });
      const install = page.getByRole('button', { name: 'Install', exact: true });
      await page.goto('/');
      await waitForHydration(page);
      // The button's code loads after hydration: offer again until it listens.
      await expect(async () => {
        await offer();
        await expect(install).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/play/book-of-dev');
      await waitForHydration(page);
      await page.waitForTimeout(1_000);
      await offer();
      await page.waitForTimeout(500);
      await expect(install).toHaveCount(0);
      await context.close();
    });
  });
}
