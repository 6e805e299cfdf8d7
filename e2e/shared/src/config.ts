import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const workspaceRoot = new URL('../../../', import.meta.url).pathname;

// Machines without Playwright's own browser download use Debian's Chromium (see TOOLCHAIN.md): its headless shell when
// installed (what Playwright itself runs headless tests in), else the full browser in its headless mode.
const debianChromium = [process.env['CASINO_E2E_CHROMIUM'], '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => path && existsSync(path));
const launchOptions = debianChromium
  ? {
      executablePath: debianChromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    }
  : {};

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

/** Playwright config of one brand: its production build served by its own server, desktop and phone. */
export function brandE2eConfig({ brandId, port }: BrandE2eOptions): PlaywrightTestConfig {
  const baseURL = `http://localhost:${port}`;
  const backendPort = backendPortFor(port);
  const backendUrl = `http://localhost:${backendPort}`;
  return defineConfig({
    testDir: './src',
    outputDir: `${workspaceRoot}dist/e2e/${brandId}/test-output`,
    fullyParallel: true,
    forbidOnly: !!process.env['CI'],
    retries: process.env['CI'] ? 1 : 0,
    // One browser per suite where suites run side by side (CI, and any run through Nx: `npm test` runs two suites at a
    // time, and four browsers on a 2-core machine timed tests out); two when a suite runs alone from Playwright's CLI.
    // CASINO_E2E_WORKERS sets it.
    workers: Number(process.env['CASINO_E2E_WORKERS']) || (process.env['CI'] || process.env['NX_TASK_TARGET_PROJECT'] ? 1 : 2),
    // The list as tests end; the JSON for `e2e-summary`, which prints where every suite's time went after a run.
    reporter: [['list'], ['json', { outputFile: `${workspaceRoot}dist/e2e/${brandId}/results.json` }]],
    // A test's and an assertion's time limits allow for a slow CI machine running two brands' suites side by side
    // (seen: Chromium there three to four times slower than elsewhere). Limits a test takes from the spec (a chat
    // message within a second, the balance within 5 s of a socket drop) are set in the test itself.
    timeout: 45_000,
    expect: { timeout: 10_000 },
    // A trace is recorded on the retry of a failed test (CI retries once): recording every test's trace cost about a
    // tenth of the suites' time on this 2-core machine. Run with `--trace on` to record one locally.
    use: { baseURL, trace: 'on-first-retry' },
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
        env: { PORT: String(port), NODE_ENV: 'production', CASINO_API_URL: backendUrl, CASINO_FORWARD_DEV_HEADERS: 'true' },
      },
    ],
    projects: [
      { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: DEV_CLOCK_TAG },
      // A Pixel 7 at one device pixel per CSS pixel: the same screen, touch and browser as the phone, with a seventh of
      // the pixels to paint. At its own 2.625 the headless browser's software painting and compositing were a third of
      // its work on a page (4.5-5 s of CPU against 3.4-3.8 for four pages, on this 2-core machine), and no test reads the
      // pixel density (Lighthouse, which scores phones, brings its own emulation).
      { name: 'phone', use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions }, grepInvert: DEV_CLOCK_TAG },
      // Tests that move the dev backend's clock (every session, limit and timeline on that backend moves with it) run
      // alone, after the others, so no test running beside them sees the jump, and one at a time (one's reset in its
      // `finally` undid another's move when two ran side by side from Playwright's CLI, with two workers).
      { name: DEV_CLOCK_PROJECT, use: { ...devices['Desktop Chrome'], launchOptions }, grep: DEV_CLOCK_TAG, dependencies: ['desktop', 'phone'], workers: 1 },
    ],
  });
}
