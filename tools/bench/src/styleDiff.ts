// Does a styling change look the same? Two builds of a brand side by side (an earlier one kept in another folder, and
// the current one), the same pages in Chromium in both, and every element's computed style and box compared. What a
// screenshot shows a person, as a list a diff can be read from: which element, which property, before and after.
//
//   # keep a build to compare with, before the change:
//   npx nx run-many -t build -p curacao && mkdir -p /tmp/base/apps/curacao && cp -r apps/curacao/build /tmp/base/apps/curacao/
//   ln -s "$PWD/node_modules" /tmp/base/node_modules
//   # after the change (builds first unless --no-build):
//   npm run compare:styles -- --base /tmp/base --brands curacao,royale --out /tmp/style-diff.md
//   # or two kept builds, neither from this working tree (`--head` as `--base`: a folder holding apps/<brand>/build):
//   npm run compare:styles -- --base /tmp/base --head /tmp/head --brands curacao
//
// Each page is visited twice per build, in opposite conditions (as the accessibility journey does): a guest in English
// on a desktop, and the demo player in Arabic on a phone. Elements are matched by their sequence (tag, test id, role,
// own text), so an element added or removed shows as such and does not shift every comparison after it. A box that
// moved is reported only where its parent's box did not change (the first element of a shift, not everything it pushed);
// a box whose size changed, where its parent did not move (a part that grew, and each parent it made grow).
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { brands as allBrands, buildBrands, demoToken, startBackend, startBrand, type Running } from './processes';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    /** A folder holding the later build (`apps/<brand>/build`), instead of this workspace's (which is then not built). */
    head: { type: 'string' },
    brands: { type: 'string', default: 'curacao' },
    pages: { type: 'string' },
    out: { type: 'string', default: 'style-diff.md' },
    'no-build': { type: 'boolean', default: false },
    /** Also writes a screenshot of every page before and after to this folder (`<brand>-<condition>-<page>-before.png`). */
    screenshots: { type: 'string' },
    /** Only one of the two conditions: `desktop` (guest, English) or `phone` (player, Arabic). */
    only: { type: 'string' },
  },
});

const DEFAULT_PAGES = [
  '/',
  '/casino',
  '/casino/slots',
  '/providers',
  '/casino/games/{game}',
  '/tournaments',
  '/tournaments/{tournament}',
  '/promotions',
  '/bonuses',
  '/cashback',
  '/freemoney',
  '/vip-club',
  '/profile2/my-bonuses',
  '/deposit',
  '/withdraw',
  '/Wallet',
  '/profile',
  '/profile/edit-profile',
  '/profile/transactions',
  '/profile/verify',
  '/profile2/limits',
  '/profile2/freeze-account',
  '/responsible-gambling',
  '/profile2/referral',
  '/profile/favorites',
  '/contacts',
  '/terms-and-conditions',
  '/no-such-page',
];

const PROPERTIES = [
  'display',
  'position',
  'flex-direction',
  'flex-wrap',
  'align-items',
  'justify-content',
  'gap',
  'grid-template-columns',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'color',
  'background-color',
  'border-top-width',
  'border-bottom-width',
  'border-left-width',
  'border-right-width',
  'border-top-color',
  'border-radius',
  'list-style-type',
  'overflow-wrap',
  'white-space',
  'visibility',
  'opacity',
];

interface Snapshot {
  sig: string;
  path: string;
  parent: number;
  rect: [number, number, number, number];
  style: string[];
}

type Condition = 'desktop' | 'phone';

async function snapshot(context: BrowserContext, url: string, screenshot?: string): Promise<Snapshot[]> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Every subtree laid out (Chrome may report stale styles inside `content-visibility: auto`), nothing moving.
    await page.addStyleTag({
      content:
        '*{content-visibility:visible!important;animation:none!important;transition:none!important;caret-color:transparent!important}',
    });
    await page.waitForTimeout(300);
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    return await page.evaluate((properties) => {
      const all = Array.from(document.body.querySelectorAll('*')).filter(
        (element) => !element.closest('script, style, svg, noscript, template'),
      );
      const index = new Map(all.map((element, i) => [element, i]));
      return all.map((element) => {
        const style = getComputedStyle(element);
        const own = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim()
          .replace(/\d/g, '0')
          .slice(0, 24);
        const testId = element.getAttribute('data-testid') ?? '';
        const role = element.getAttribute('role') ?? '';
        const rect = element.getBoundingClientRect();
        const path: string[] = [];
        for (let e: Element | null = element; e && e !== document.body && path.length < 4; e = e.parentElement)
          path.unshift(
            e.tagName.toLowerCase() + (e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''),
          );
        return {
          sig: `${element.tagName}|${testId}|${role}|${own}`,
          path: path.join(' > ') + (own ? ` "${own}"` : ''),
          parent: element.parentElement ? (index.get(element.parentElement) ?? -1) : -1,
          rect: [rect.x, rect.y, rect.width, rect.height].map(Math.round) as [number, number, number, number],
          style: properties.map((p) => style.getPropertyValue(p)),
        };
      });
    }, PROPERTIES);
  } finally {
    await page.close();
  }
}

/** The longest common subsequence of the two signature lists: pairs of indices matched. */
function align(a: Snapshot[], b: Snapshot[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const sa = a.map((s) => s.sig);
  const sb = b.map((s) => s.sig);
  // table[i * (m + 1) + j]: the length of the longest common subsequence of a[i..] and b[j..].
  const table = new Uint16Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => table[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i * (m + 1) + j] = sa[i] === sb[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (sa[i] === sb[j]) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

const moved = (a: readonly number[], b: readonly number[]) => a.some((v, k) => Math.abs(v - (b[k] ?? 0)) > 1);

function compare(before: Snapshot[], after: Snapshot[]): string[] {
  const lines: string[] = [];
  const pairs = align(before, after);
  const matchedBefore = new Map(pairs.map(([i, j]) => [i, j]));
  const matchedAfter = new Set(pairs.map(([, j]) => j));
  before.forEach((s, i) => {
    if (!matchedBefore.has(i)) lines.push(`- removed: ${s.path}`);
  });
  after.forEach((s, j) => {
    if (!matchedAfter.has(j)) lines.push(`- added: ${s.path}`);
  });
  for (const [i, j] of pairs) {
    const a = before[i];
    const b = after[j];
    if (!a || !b) continue;
    const changed = PROPERTIES.flatMap((p, k) =>
      a.style[k] !== b.style[k] ? [`${p}: ${a.style[k]} → ${b.style[k]}`] : [],
    );
    // A box is reported where its change starts: a move where the parent's box did not change at all (not each child
    // a grown sibling pushed), a new size where the parent did not move (so a part that grew is reported even though
    // its parent grew with it: the banner that made every card taller).
    const parent = (
      a.parent >= 0 && b.parent >= 0 && matchedBefore.get(a.parent) === b.parent
        ? [before[a.parent]?.rect, after[b.parent]?.rect]
        : [undefined, undefined]
    ) as [Snapshot['rect'] | undefined, Snapshot['rect'] | undefined];
    const parentChanged = !parent[0] || !parent[1] || moved(parent[0], parent[1]);
    const parentShifted = !parent[0] || !parent[1] || moved(parent[0].slice(0, 2), parent[1].slice(0, 2));
    const shifted = moved(a.rect.slice(0, 2), b.rect.slice(0, 2));
    const resized = moved(a.rect.slice(2), b.rect.slice(2));
    const boxChanged = (shifted && !parentChanged) || (resized && !parentShifted);
    if (changed.length || boxChanged)
      lines.push(
        `- ${b.path}: ${changed.join('; ')}${boxChanged ? `${changed.length ? '; ' : ''}box ${a.rect.join(',')} → ${b.rect.join(',')}` : ''}`,
      );
  }
  return lines;
}

async function contextFor(browser: Browser, url: string, condition: Condition, token: string) {
  const context = await browser.newContext(
    condition === 'phone'
      ? { ...devices['Pixel 7'], reducedMotion: 'reduce', bypassCSP: true }
      : { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', bypassCSP: true },
  );
  await context.addCookies([
    { name: 'cookieConsent', value: 'true', url },
    { name: 'lng', value: condition === 'phone' ? 'ar' : 'en', url },
    ...(condition === 'phone' ? [{ name: 'accessToken', value: token, url }] : []),
  ]);
  return context;
}

async function main() {
  const baseRoot = values.base;
  if (!baseRoot) throw new Error('--base <folder holding apps/<brand>/build of the earlier build> is required');
  const list = values.brands.split(',');
  for (const brand of list) {
    if (!allBrands.includes(brand)) throw new Error(`unknown brand ${brand}`);
    if (!existsSync(`${baseRoot}/apps/${brand}/build/server/index.js`))
      throw new Error(`no earlier build of ${brand} in ${baseRoot}`);
  }
  const headRoot = values.head;
  if (headRoot)
    for (const brand of list)
      if (!existsSync(`${headRoot}/apps/${brand}/build/server/index.js`))
        throw new Error(`no later build of ${brand} in ${headRoot}`);
  if (!values['no-build'] && !headRoot) await buildBrands(list);
  if (values.screenshots) mkdirSync(values.screenshots, { recursive: true });
  const conditions: Condition[] = values.only ? [values.only as Condition] : ['desktop', 'phone'];
  const started: Running[] = [];
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const report: string[] = [`# Computed styles, ${baseRoot} → ${headRoot ?? 'this build'}`, ''];
  let differences = 0;
  try {
    const backend = await startBackend();
    started.push(backend);
    for (const brand of list) {
      const before = await startBrand(brand, backend.url, { root: baseRoot });
      const after = await startBrand(brand, backend.url, headRoot ? { root: headRoot } : {});
      started.push(before, after);
      const token = await demoToken(backend.url);
      const pages = values.pages ? values.pages.split(',') : DEFAULT_PAGES;
      const casino = await (await fetch(`${after.url}/casino`)).text();
      const game = /href="\/casino\/games\/([^"?#]+)"/.exec(casino)?.[1] ?? 'unknown';
      const tournaments = await (await fetch(`${after.url}/tournaments`)).text();
      const tournament = /href="\/tournaments\/([^"?#]+)"/.exec(tournaments)?.[1] ?? 'unknown';
      for (const condition of conditions) {
        const [beforeContext, afterContext] = await Promise.all(
          [before, after].map((server) => contextFor(browser, server.url, condition, token)),
        );
        if (!beforeContext || !afterContext) throw new Error('no browser context');
        for (const path of pages) {
          const resolved = path.replace('{game}', game).replace('{tournament}', tournament);
          const shot = (when: string) =>
            values.screenshots &&
            `${values.screenshots}/${brand}-${condition}-${resolved.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${when}.png`;
          const [a, b] = [
            await snapshot(beforeContext, `${before.url}${resolved}`, shot('before') || undefined),
            await snapshot(afterContext, `${after.url}${resolved}`, shot('after') || undefined),
          ];
          const lines = compare(a, b);
          differences += lines.length;
          const title = `${brand} ${condition === 'phone' ? 'phone, player, Arabic' : 'desktop, guest, English'} ${resolved}`;
          console.log(`${title}: ${a.length} → ${b.length} elements, ${lines.length} differences`);
          if (lines.length) report.push(`## ${title} (${a.length} → ${b.length} elements)`, '', ...lines, '');
        }
        await Promise.all([beforeContext.close(), afterContext.close()]);
      }
      await before.stop();
      await after.stop();
    }
  } finally {
    await browser.close();
    await Promise.all(started.map((server) => server.stop()));
  }
  writeFileSync(values.out, report.join('\n') + '\n');
  console.log(`${differences} differences, written to ${values.out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
