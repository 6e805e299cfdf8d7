import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe as every scan here runs it, built for speed with the same findings (each scan took 1.5 to 6 s of a CI machine,
 * a quarter of a brand's e2e time):
 * - the minified axe-core that @axe-core/playwright itself depends on (0.56 MB rather than 1.27 MB to inject into
 *   every page scanned);
 * - legacy mode: axe.run in the page, where the default finishes every scan in a new blank page of the context (a page
 *   more per scan, about half of a scan's time). What legacy mode gives up is frames on another origin; the only frame
 *   a scan here meets, /play's game, comes from the dev backend through this site's /api proxy, and both modes judge the
 *   same 121 elements inside it (compared on /play/book-of-dev). A real provider's game is on its own origin, and its
 *   markup is the provider's;
 * - only the violations' details collected (axe's own advice for speed; passes are never read here).
 */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

type AxeRules = NonNullable<Parameters<AxeBuilder['options']>[0]['rules']>;

/** An axe scan of the page as above; `rules` switches single rules on or off (`options()` replaces, so pass them here). */
export function axeBuilder(page: Page, rules: AxeRules = {}): AxeBuilder {
  return new AxeBuilder({ page, axeSource }).setLegacyMode(true).options({ resultTypes: ['violations'], rules });
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's findings (WCAG 2.2 A and AA, and label in name) on the page as it stands, one line per rule with its targets.
 * Colours are judged at rest: a dialog fading in is, for a moment, low contrast by design, so it waits until no finite
 * animation runs (endless ones, a skeleton's shimmer or a spinner, are at rest as far as colours go).
 */
export async function axeViolations(page: Page, { modalOpen = false }: { modalOpen?: boolean } = {}): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Label in name (WCAG 2.5.3) is still "experimental" in axe, so it is switched on by hand. With a modal dialog open
  // the page behind is inert, as it should be: its main landmark and its h1 are rightly out of reach meanwhile, so the
  // two page-level rules that look for them are off then (every page is checked with them on, without a dialog).
  const rules: AxeRules = { 'label-content-name-mismatch': { enabled: true } };
  if (modalOpen) Object.assign(rules, { 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } });
  const results = await axeBuilder(page, rules).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
