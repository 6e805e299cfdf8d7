import type { Page } from '@playwright/test';

/**
 * Collects what a player's console would show: errors, uncaught exceptions and CSP violations.
 * Attach before the first navigation.
 */
export async function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return problems;
}

/** Waits until React has hydrated the server-rendered page (the shell marks the document). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * Shows every link of the main navigation before a test uses it: the panel drawer on a phone, the basic header's
 * "More" menu (the links that do not fit the header) wherever it has any.
 */
export async function openMainNavigation(page: Page, navigationSystem: 'basic' | 'panel') {
  if (navigationSystem === 'basic') {
    const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More', exact: true });
    if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    return;
  }
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}
