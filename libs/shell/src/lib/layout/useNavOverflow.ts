import { media } from '@casino/design-system';
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Phones get a swipeable strip instead of the More menu. */
export const SHELL_MOBILE_QUERY = media.shellMobile.replace('@media ', '');

function width(element: Element | null | undefined): number {
  return element ? element.getBoundingClientRect().width : 0;
}

/** The flex gap in px (browsers always compute it in px; anything else counts as none). */
function gapOf(element: Element): number {
  const gap = getComputedStyle(element).columnGap;
  return gap.endsWith('px') ? parseFloat(gap) || 0 : 0;
}

/**
 * How many items fit in a row of `available` px: all of them if they fit on their own, otherwise as many as fit
 * beside the More button (`gap` between any two neighbours).
 */
export function fittingCount(itemWidths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const all = itemWidths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, itemWidths.length - 1);
  // Half a pixel of slack: sub-pixel widths must not push the last item out.
  if (all <= available + 0.5) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of itemWidths) {
    if (used + w + gap > available + 0.5) break;
    used += w + gap;
    count += 1;
  }
  return count;
}

/**
 * Priority navigation: after hydration, measures the header's navigation row (ResizeObserver) and returns how many of
 * its items fit; the rest go into a More menu. `null` until then (server, first client render) and on phones, where the
 * row is a strip that scrolls sideways: every item in the row. A phone's hydration measures nothing and sets nothing
 * here: a state set in this layout effect draws the navigation again, synchronously, inside hydration's commit.
 *
 * Every `<li>` of `list` stays laid out (the overflowing ones invisible and out of the flow), so widths are known at
 * any window size without rendering a second, measuring copy.
 */
export function useNavOverflow({
  nav,
  list,
  more,
  itemCount,
  itemsKey,
}: {
  nav: RefObject<HTMLElement | null>;
  list: RefObject<HTMLElement | null>;
  more: RefObject<HTMLElement | null>;
  itemCount: number;
  /** Changes whenever the items or their labels do (language, signed in or out): measure again, observe the new ones. */
  itemsKey: string;
}): number | null {
  const [fit, setFit] = useState<number | null>(null);

  // A layout effect: the first measure lands before the browser paints the hydrated page (no visible jump).
  useLayoutEffect(() => {
    const navElement = nav.current;
    const listElement = list.current;
    if (!navElement || !listElement) return;
    const phone = typeof window.matchMedia === 'function' ? window.matchMedia(SHELL_MOBILE_QUERY) : undefined;
    const measure = () => {
      if (phone?.matches) {
        setFit(null);
        return;
      }
      const items = Array.from(listElement.children);
      const count = fittingCount(items.map(width), width(navElement), width(more.current), gapOf(listElement));
      // A keyboard user may have tabbed to a clipped item before hydration: show the row from its start.
      listElement.scrollLeft = 0;
      setFit(count);
    };
    measure();
    phone?.addEventListener?.('change', measure);
    if (typeof ResizeObserver === 'undefined') return () => phone?.removeEventListener?.('change', measure);
    const observer = new ResizeObserver(() => measure());
    observer.observe(navElement);
    // Items change width when a web font arrives or the labels change language.
    for (const item of Array.from(listElement.children)) observer.observe(item);
    if (more.current) observer.observe(more.current);
    return () => {
      observer.disconnect();
      phone?.removeEventListener?.('change', measure);
    };
  }, [nav, list, more, itemCount, itemsKey]);

  return fit === null ? null : Math.min(fit, itemCount);
}
