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

/** The phone project opens the panel drawer before using the main navigation. */
export async function openMainNavigation(page: Page, navigationSystem: 'basic' | 'panel') {
  if (navigationSystem !== 'panel') return;
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}
