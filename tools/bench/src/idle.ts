// Target 5 of the phone issue (#37): once a page is hydrated and idle, no long task (over 50 ms) repeats while the
// player reads. Each page is loaded in Chromium as a phone (a Pixel 7's screen and User-Agent, its CPU 4 times
// slower), as a guest and signed in as the demo player; after hydration it is left alone (no input) and every long
// task is recorded with what ran in it (Long Animation Frames). Tasks in the first seconds after hydration (its
// effects, the parts drawn one transition later) are printed apart from those of the idle window that follows, which
// is what the target counts. Not a timed test: run it by hand before a change to what a page runs in the background.
//
//   npm run bench:idle                                        # curacao's home, /casino and /promotions (builds first)
//   npm run bench:idle -- --brands curacao,royale --idle 60 --no-build
//   npm run bench:idle -- --paths /,/bonuses --audiences player --cpu 1
import { chromium, devices, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeFrame, type LongFrame } from './longFrames';
import { brands, buildBrands, demoToken, startBackend, startBrand, type BrandId, type Running } from './processes';

const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: 'curacao' },
    paths: { type: 'string', default: '/,/casino,/promotions' },
    audiences: { type: 'string', default: 'guest,player' },
    /** Chrome's CPU slowdown factor (Lighthouse's phone emulation uses 4). */
    cpu: { type: 'string', default: '4' },
    /** Seconds after hydration that still belong to loading (hydration's effects, transitions after it). */
    settle: { type: 'string', default: '5' },
    /** Seconds of idle that are counted. */
    idle: { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
  },
});
const LONG_TASK_LIMIT_MS = 50;
const list = values.brands.split(',').filter(Boolean);
for (const brand of list) if (!(brands as readonly string[]).includes(brand)) throw new Error(`unknown brand ${brand}`);
const paths = values.paths.split(',').filter(Boolean);
const audiences = values.audiences.split(',').filter((a): a is 'guest' | 'player' => a === 'guest' || a === 'player');
const cpu = Number(values.cpu);
const settleMs = Number(values.settle) * 1000;
const idleMs = Number(values.idle) * 1000;

interface Recorded {
  tasks: { startTime: number; duration: number }[];
  frames: LongFrame[];
}

/** Long tasks and long animation frames from the navigation on, kept in the page (read back at the end). */
function recordLongTasks() {
  const w = window as unknown as { __recorded: Recorded };
  w.__recorded = { tasks: [], frames: [] };
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries())
      w.__recorded.tasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries())
        if ((entry as unknown as { blockingDuration: number }).blockingDuration > 0)
          w.__recorded.frames.push(entry.toJSON());
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without the Long Animation Frames API: no attribution.
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What ran in the long animation frame that holds a task: its scripts over 5 ms, and style and layout. */
function attribution(recorded: Recorded, task: { startTime: number; duration: number }): string {
  const frame = recorded.frames.find(
    (f) => f.startTime <= task.startTime + 1 && task.startTime + task.duration <= f.startTime + f.duration + 1,
  );
  return frame ? describeFrame(frame) : 'no frame attribution';
}

async function measurePage(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  const hydratedAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(settleMs + idleMs);
  const recorded = await page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);
  const idleFrom = hydratedAt + settleMs;
  const long = recorded.tasks.filter((t) => t.duration > LONG_TASK_LIMIT_MS && t.startTime >= hydratedAt);
  const settling = long.filter((t) => t.startTime < idleFrom);
  const idle = long.filter((t) => t.startTime >= idleFrom);
  console.log(
    `  ${url}: hydrated at ${seconds(hydratedAt)}; long tasks in the ${seconds(settleMs)} after it: ${settling.length}${
      settling.length
        ? ` (${settling.map((t) => `${Math.round(t.duration)} ms at ${seconds(t.startTime)}`).join(', ')})`
        : ''
    }; in the ${seconds(idleMs)} of idle after that: ${idle.length} (target 0)`,
  );
  for (const task of [...settling, ...idle])
    console.log(`    ${Math.round(task.duration)} ms at ${seconds(task.startTime)}: ${attribution(recorded, task)}`);
  return idle.length;
}

async function main() {
  if (!values['no-build']) await buildBrands(list);
  const started: Running[] = [];
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let failing = 0;
  try {
    // The servers at a lower priority than the browser: a phone shares its CPU with neither of them.
    const backend = await startBackend({ niceness: 10 });
    started.push(backend);
    for (const brand of list) {
      const server = await startBrand(brand as BrandId, backend.url, { niceness: 10 });
      started.push(server);
      for (const audience of audiences) {
        console.log(`${brand}, ${audience === 'player' ? 'the demo player' : 'a guest'}, Pixel 7, CPU ${cpu}x slower:`);
        for (const path of paths) {
          // A context per page: nothing cached from the page before, as a player arriving from a search or a link.
          const context = await browser.newContext({ ...devices['Pixel 7'] });
          const cookies = [{ name: 'cookieConsent', value: 'true', url: server.url }];
          if (audience === 'player')
            cookies.push({ name: 'accessToken', value: await demoToken(backend.url), url: server.url });
          await context.addCookies(cookies);
          const page = await context.newPage();
          if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
          await page.addInitScript(recordLongTasks);
          failing += await measurePage(page, `${server.url}${path}`);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const running of started.reverse()) await running.stop();
  }
  if (failing) {
    console.error(`${failing} long tasks while pages sat idle (target 0)`);
    process.exitCode = 1;
  }
}

await main();
