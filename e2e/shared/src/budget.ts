import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript budget of a brand's home route, gzip (workspace foundation issue). */
export const HOME_JS_BUDGET_BYTES = 170 * 1024;

/** Scripts and module preloads the server HTML names: what a phone must fetch before the page is interactive. */
export function initialScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (match[1]) urls.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  // The inline bootstrap imports the client entry directly.
  for (const match of html.matchAll(/import\s*(?:[\w{}*\s,]+from\s*)?["']([^"']+\.js)["']/g)) if (match[1]) urls.add(match[1]);
  return [...urls];
}

export function homeBudget(brandName: string) {
  test(`${brandName}: the home route's initial JavaScript stays within 170 KiB gzip`, async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'measured once per brand');
    const html = await (await request.get('/')).text();
    const urls = initialScriptUrls(html);
    expect(urls.length).toBeGreaterThan(0);
    let total = 0;
    const rows: string[] = [];
    for (const url of urls) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status(), url).toBe(200);
      const gz = gzipSync(await response.body(), { level: 9 }).length;
      total += gz;
      rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KiB  ${url}`);
    }
    console.log(`[budget] ${brandName} home initial JS: ${(total / 1024).toFixed(1)} KiB gzip of ${HOME_JS_BUDGET_BYTES / 1024} KiB\n${rows.join('\n')}`);
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });
}
