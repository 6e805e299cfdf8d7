import { documentTranslationsReady } from '@casino/i18n';

/** The longest wait for the first frame before hydrating anyway (a hidden tab paints none). */
export const FIRST_PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the server's HTML (the frame after this one), or after
 * {@link FIRST_PAINT_WAIT_MS}. On a slow phone the scripts can be ready before the first frame: hydrating then keeps the
 * page blank until hydration's first tasks are done, when it had all its content already.
 */
export function afterFirstPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window): Promise<void> {
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

/** What `entry.client` waits for before it hydrates: the page's translations, and the first paint of its HTML. */
export async function readyToHydrate(): Promise<void> {
  await Promise.all([documentTranslationsReady(), afterFirstPaint()]);
}
