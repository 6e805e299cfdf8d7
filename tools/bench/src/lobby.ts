// The lobby at 10,000 games: the dev backend seeded with that many (DEV_BACKEND_GAMES), a brand's /casino in Chromium,
// scrolled to the very end (every page of 24 loaded as the end comes near), the longest main-thread task printed.
// Target (lobby issue #11): no task over 50 ms. Not a timed test: run it by hand before a lobby change lands.
//
//   npm run bench:lobby                               # curacao, 10,000 games (builds first)
//   npm run bench:lobby -- --brand royale --games 5000 --no-build
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { brands, buildBrands, startBackend, startBrand, type BrandId, type Running } from './processes';

const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'curacao' },
    games: { type: 'string', default: '10000' },
    path: { type: 'string', default: '/casino' },
    'no-build': { type: 'boolean', default: false },
  },
});
const brand = values.brand as BrandId;
if (!(brands as readonly string[]).includes(brand)) throw new Error(`unknown brand ${brand}`);
const LONG_TASK_LIMIT_MS = 50;

async function main() {
  if (!values['no-build']) await buildBrands([brand]);
  const started: Running[] = [];
  const browser = await chromium.launch({ executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const backend = await startBackend({ env: { DEV_BACKEND_GAMES: values.games } });
    started.push(backend);
    const server = await startBrand(brand, backend.url);
    started.push(server);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookieConsent', value: 'true', url: server.url }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${server.url}${values.path}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const total = Number(await page.locator('main ul li[aria-setsize]').first().getAttribute('aria-setsize'));
    // Long tasks of loading the page itself are not the scroll's.
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
    const lastShown = () => page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('main ul li[aria-posinset]')].map((li) => Number(li.getAttribute('aria-posinset')))));
    const startedAt = Date.now();
    let steps = 0;
    let shown = await lastShown();
    while (shown < total && steps < 5_000) {
      await page.mouse.wheel(0, 4_000);
      await page.waitForTimeout(40);
      const next = await lastShown();
      if (next === shown) await page.waitForFunction((before) => Math.max(0, ...[...document.querySelectorAll('main ul li[aria-posinset]')].map((li) => Number(li.getAttribute('aria-posinset')))) > before, shown, { timeout: 10_000 }).catch(() => undefined);
      shown = await lastShown();
      steps += 1;
    }
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const inPage = await page.locator('main ul li[aria-posinset]').count();
    const longest = Math.round(Math.max(0, ...tasks));
    console.log(`${brand} ${values.path}: ${shown} of ${total} games scrolled through in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${steps} wheel steps)`);
    console.log(`  tiles in the page at the end: ${inPage}; long tasks (over 50 ms) while scrolling: ${tasks.filter((d) => d > LONG_TASK_LIMIT_MS).length}; longest task: ${longest} ms (target under ${LONG_TASK_LIMIT_MS} ms)`);
    if (shown < total) {
      console.error('  did not reach the end of the list');
      process.exitCode = 1;
    }
    if (longest >= LONG_TASK_LIMIT_MS) process.exitCode = 1;
  } finally {
    await browser.close();
    for (const running of started.reverse()) await running.stop();
  }
}

await main();
