import { defineConfig, devices, type Browser, type BrowserType, type PlaywrightTestConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const workspaceRoot = new URL('../../../', import.meta.url).pathname;

// Machines without Playwright's own browser download use Debian's Chromium (see TOOLCHAIN.md): its headless shell when
// installed (what Playwright itself runs headless tests in), else the full browser in its headless mode.
const debianChromium = [
  process.env['CASINO_E2E_CHROMIUM'],
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => path && existsSync(path));

/**
 * How the suites launch Chromium. Images are off unless a test launches a browser with them (`browserWithImages`): no
 * test judges pixels, and loading, decoding and painting the game
 * thumbnails (through the brand server's proxy) was an eighth of a page load's CPU across the brand server, the dev
 * backend and the browser (a desktop guest's home, /casino and /promotions: 0.5 CPU-s a load on this 2-core machine).
 * The page, its layout (tiles keep their size without their image) and the accessibility tree are the same. Tests of
 * markup that runs script through an image's `onerror` need images on, or an injection could not show.
 * `CASINO_E2E_IMAGES=1` turns them on for a whole run (to watch one with `--headed`).
 */
export function browserLaunchOptions({ images = process.env['CASINO_E2E_IMAGES'] === '1' }: { images?: boolean } = {}) {
  const imageArgs = images ? [] : ['--blink-settings=imagesEnabled=false'];
  return debianChromium
    ? {
        executablePath: debianChromium,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          ...imageArgs,
        ],
      }
    : { args: imageArgs };
}
const launchOptions = browserLaunchOptions();

/**
 * A browser of its own with images on, for a test of markup that would run script through an image's `onerror` (an
 * injection could not show in the suites' browser). The test closes it.
 */
export function browserWithImages(playwright: { chromium: BrowserType }): Promise<Browser> {
  return playwright.chromium.launch(browserLaunchOptions({ images: true }));
}

export interface BrandE2eOptions {
  brandId: string;
  /** Port of this brand's production server under test; each brand has its own so suites can run side by side. */
  port: number;
}

/** The dev backend each brand suite starts for itself (in memory, so every run starts from the seed). */
/** Title tag of the tests that move the dev backend's clock, and the project that runs them alone (see below). */
export const DEV_CLOCK_TAG = /@dev-clock/;
export const DEV_CLOCK_PROJECT = 'dev-clock';

export function backendPortFor(port: number): number {
  return port + 100;
}

/** The parts a suite can run in, side by side (see e2e/curacao/project.json): the phone's tests, and the desktop's with the
 * dev-clock tests after them. Playwright's shards do not fit: a shard runs a project's dependencies whole, and the
 * dev-clock project depends on both devices, so every shard ran every test. */
export const SUITE_PARTS = ['desktop', 'phone'] as const;
export type SuitePart = (typeof SUITE_PARTS)[number];

/**
 * The part of a suite this run takes, from `CASINO_E2E_PART` (`desktop` or `phone`), or none for the whole suite. Each
 * part has its own servers (the phone's 10 ports above the suite's), its own test output and its own report
 * (`results-<part>.json`), which e2e-summary adds up.
 */
export function partFromEnv(value = process.env['CASINO_E2E_PART']): SuitePart | null {
  if (!value) return null;
  if (!(SUITE_PARTS as readonly string[]).includes(value))
    throw new Error(`CASINO_E2E_PART is "${value}": expected one of ${SUITE_PARTS.join(', ')}`);
  return value as SuitePart;
}

/** Playwright config of one brand: its production build served by its own server, desktop and phone. */
export function brandE2eConfig({ brandId, port: suitePort }: BrandE2eOptions): PlaywrightTestConfig {
  const part = partFromEnv();
  const port = suitePort + (part === 'phone' ? 10 : 0);
  // Each part writes a report and test output of its own; e2e-summary puts a suite's parts together.
  const suffix = part ? `-${part}` : '';
  const baseURL = `http://localhost:${port}`;
  const backendPort = backendPortFor(port);
  const backendUrl = `http://localhost:${backendPort}`;
  return defineConfig({
    testDir: './src',
    outputDir: `${workspaceRoot}dist/e2e/${brandId}/test-output${suffix}`,
    fullyParallel: true,
    forbidOnly: !!process.env['CI'],
    retries: process.env['CI'] ? 1 : 0,
    // One browser per suite where suites run side by side (CI, and any run through Nx: `npm test` runs two suites at a
    // time, and four browsers on a 2-core machine timed tests out); two when a suite runs alone from Playwright's CLI.
    // CASINO_E2E_WORKERS sets it.
    workers:
      Number(process.env['CASINO_E2E_WORKERS']) || (process.env['CI'] || process.env['NX_TASK_TARGET_PROJECT'] ? 1 : 2),
    // The list as tests end; the JSON for `e2e-summary`, which prints where every suite's time went after a run.
    reporter: [['list'], ['json', { outputFile: `${workspaceRoot}dist/e2e/${brandId}/results${suffix}.json` }]],
    // A test's and an assertion's time limits allow for a slow CI machine running two brands' suites side by side
    // (seen: Chromium there three to four times slower than elsewhere). Limits a test takes from the spec (a chat
    // message within a second, the balance within 5 s of a socket drop) are set in the test itself.
    timeout: 45_000,
    expect: { timeout: 10_000 },
    // A trace is recorded on the retry of a failed test (CI retries once): recording every test's trace cost about a
    // tenth of the suites' time on this 2-core machine. Run with `--trace on` to record one locally.
    // The browsers ask for reduced motion, as a player can: the site then stops its animations (the global styles' rule,
    // the carousel's autoplay), which a headless browser otherwise paints and composites for every frame they run. In
    // aurora's suite on this 2-core machine that was a tenth of the suite's CPU (the renderers 119 to 106 s, the GPU
    // process 23 to 13 s), for the same 50 tests passing. What motion does is judged where it is: the unit tests (a
    // dialog's close animation, the carousel), Storybook, and Lighthouse, which runs with the default.
    use: { baseURL, trace: 'on-first-retry', reducedMotion: 'reduce' },
    metadata: { backendUrl, brandId, workspaceRoot },
    webServer: [
      {
        command: 'npx tsx --tsconfig tools/dev-backend/tsconfig.json tools/dev-backend/src/main.ts',
        cwd: workspaceRoot,
        url: `${backendUrl}/api/core/casino/settings2`,
        reuseExistingServer: !process.env['CI'],
        timeout: 60_000,
        env: { DEV_BACKEND_PORT: String(backendPort), DEV_BACKEND_DB: 'memory', DEV_BACKEND_HOST: '127.0.0.1' },
      },
      {
        command: `node apps/${brandId}/build/server/index.js`,
        cwd: workspaceRoot,
        url: baseURL,
        reuseExistingServer: !process.env['CI'],
        timeout: 60_000,
        env: {
          PORT: String(port),
          NODE_ENV: 'production',
          CASINO_PUBLIC_ORIGIN: baseURL,
          CASINO_API_URL: backendUrl,
          CASINO_FORWARD_DEV_HEADERS: 'true',
        },
      },
    ],
    projects: projectsFor(part),
  });
}

/** The browsers a suite (or one part of it) runs its tests in. */
export function projectsFor(part: SuitePart | null): NonNullable<PlaywrightTestConfig['projects']> {
  const desktop = { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: DEV_CLOCK_TAG };
  // A Pixel 7 at one device pixel per CSS pixel: the same screen, touch and browser as the phone, with a seventh of
  // the pixels to paint. At its own 2.625 the headless browser's software painting and compositing were a third of
  // its work on a page (4.5-5 s of CPU against 3.4-3.8 for four pages, on this 2-core machine), and no test reads the
  // pixel density (Lighthouse, which scores phones, brings its own emulation).
  const phone = {
    name: 'phone',
    use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions },
    grepInvert: DEV_CLOCK_TAG,
  };
  // Tests that move the dev backend's clock (every session, limit and timeline on that backend moves with it) run
  // alone, after the others on the same backend, so no test running beside them sees the jump, and one at a time (one's
  // reset in its `finally` undid another's move when two ran side by side from Playwright's CLI, with two workers). A
  // part has a backend of its own, so the desktop part's dev-clock tests wait for the desktop's only.
  const devClock = (dependencies: string[]) => ({
    name: DEV_CLOCK_PROJECT,
    use: { ...devices['Desktop Chrome'], launchOptions },
    grep: DEV_CLOCK_TAG,
    dependencies,
    workers: 1,
  });
  if (part === 'phone') return [phone];
  if (part === 'desktop') return [desktop, devClock(['desktop'])];
  return [desktop, phone, devClock(['desktop', 'phone'])];
}
