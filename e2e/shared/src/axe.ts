import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  const rules: Record<string, { enabled: boolean }> = { 'label-content-name-mismatch': { enabled: true } };
  if (modalOpen) Object.assign(rules, { 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ rules }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
