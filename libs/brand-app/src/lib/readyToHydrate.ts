import { documentTranslationsReady } from '@casino/i18n';
import { warmIntlFormats } from '@casino/translate';

/** The longest wait for the first frame before hydrating anyway (a hidden tab paints none). */
export const FIRST_PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the server's HTML (the frame after this one), or after
 * {@link FIRST_PAINT_WAIT_MS}. On a slow phone the scripts can be ready before the first frame: hydrating then keeps the
 * page blank until hydration's first tasks are done, when it had all its content already.
 */
export function afterFirstPaint(
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window,
): Promise<void> {
  return new Promise((resolve) => {
    const fallback = win.setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Builds the page language's Intl formatters (`warmIntlFormats`) in a task of their own, soon: a phone pays their first
 * construction (40 to 70 ms) there, while it waits for the translations and the first frame, not inside the render
 * that hydrates the page.
 */
export function warmFormatsInOwnTask(locale: string, win: Pick<Window, 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(() => {
      // Only a head start: a language tag Intl rejects must not hold hydration up (the translator falls back itself).
      try {
        warmIntlFormats(locale);
      } catch {
        // The formatters are built on first use instead.
      } finally {
        resolve();
      }
    }, 0);
  });
}

/**
 * What `entry.client` waits for before it hydrates: the page's translations, the first paint of its HTML, and its
 * language's Intl formatters.
 */
export async function readyToHydrate(): Promise<void> {
  await Promise.all([
    documentTranslationsReady(),
    afterFirstPaint(),
    warmFormatsInOwnTask(document.documentElement.lang || 'en'),
  ]);
}
