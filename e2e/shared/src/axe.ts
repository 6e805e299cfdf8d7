import type AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe as every scan here runs it, built for speed with the same findings (each scan took 1.5 to 6 s of a CI machine,
 * a quarter of a brand's e2e time):
 * - the minified axe-core that @axe-core/playwright itself depends on (0.56 MB rather than 1.27 MB to inject);
 * - injected once per document: @axe-core/playwright's legacy mode sent the whole source to the main frame twice per
 *   scan (about 200 ms each on this machine), and a walk that moves on client-side keeps it (see a11yJourney);
 * - axe.run in the page (legacy mode), where @axe-core/playwright's default finishes every scan in a new blank page of
 *   the context (a page more per scan, about half of a scan's time). What that gives up is frames on another origin:
 *   axe reaches a frame through postMessage only from its own origin. The only frame a scan here meets, /play's game,
 *   comes from the dev backend through this site's /api proxy, and both modes judge the same 121 elements inside it
 *   (compared on /play/book-of-dev). A real provider's game is on its own origin, and its markup is the provider's;
 * - only the violations' details collected (axe's own advice for speed; passes are never read here).
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
const axeSetup = `${axeSource}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeRules = NonNullable<Parameters<AxeBuilder['options']>[0]['rules']>;
type AxeWindow = Window & { axe?: { run(context: unknown, options: unknown): Promise<AxeResults> } };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core in a frame, unless its document already has it. A frame that goes away meanwhile is not scanned. */
async function injectAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')) return;
    await frame.evaluate(axeSetup);
  } catch {
    // Detached or navigating: nothing of it is on screen to judge.
  }
}

export interface AxeScan {
  /** Only this part of the page (a CSS selector), e.g. a popup; the whole document without it. */
  include?: string;
  /** The rule tags to run: WCAG 2.2 A and AA by default. */
  tags?: string[];
  /** Single rules switched on or off. */
  rules?: AxeRules;
}

/** One axe scan of the page as it stands, in every frame; only the violations come back. */
export async function axeScan(
  page: Page,
  { include, tags = WCAG_TAGS, rules = {} }: AxeScan = {},
): Promise<AxeResults> {
  for (const frame of page.frames()) await injectAxe(frame);
  return page.evaluate(
    ({ include, options }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core is not in the page');
      return axe.run(include ? { include: [include] } : document, options);
    },
    { include, options: { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], rules } },
  );
}

/** How long to let the header's row settle after it changed during a scan. */
const HEADER_SETTLE_MS = 250;

/** The header's navigation row as it stands: measured or not, how many links it has moved into its More menu. */
function headerRowState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const row = document.querySelector('header nav ul');
    return row
      ? `${row.hasAttribute('data-measured')}:${row.querySelectorAll(':scope > li[data-overflow]').length}`
      : '';
  });
}

/**
 * axe's findings (WCAG 2.2 A and AA, and label in name) on the page as it stands, one line per rule with its targets.
 * Colours are judged at rest: a dialog fading in is, for a moment, low contrast by design, so it waits until no finite
 * animation runs (endless ones, a skeleton's shimmer or a spinner, are at rest as far as colours go).
 */
export async function axeViolations(
  page: Page,
  { modalOpen = false, include }: { modalOpen?: boolean; include?: string } = {},
): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Label in name (WCAG 2.5.3) is still "experimental" in axe, so it is switched on by hand. With a modal dialog open
  // the page behind is inert, as it should be: its main landmark and its h1 are rightly out of reach meanwhile, so the
  // two page-level rules that look for them are off then (every page is checked with them on, without a dialog).
  const rules: AxeRules = { 'label-content-name-mismatch': { enabled: true } };
  if (modalOpen)
    Object.assign(rules, { 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } });
  // A scan during which the header's navigation row changed (a link moved into its More menu, hidden halfway through
  // the scan, once reported as too small a target) judged no page at rest: it runs again, at most twice more.
  let results: AxeResults | undefined;
  for (let scan = 0; scan < 3; scan++) {
    const before = await headerRowState(page);
    results = await axeScan(page, { include, rules });
    const after = await headerRowState(page);
    if (after === before) break;
    console.log(`[axe] the header's row changed during the scan (${before} to ${after}): scanned again`);
    await page.waitForTimeout(HEADER_SETTLE_MS);
  }
  if (!results) throw new Error('axe did not scan');
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
