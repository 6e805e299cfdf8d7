import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** There is more to scroll to at the line's start (the left in LTR, the right in RTL). */
  start: boolean;
  /** There is more to scroll to at the line's end. */
  end: boolean;
}

/** Before the strip is measured (server, first render): assume a long strip that starts at its start. */
export const UNMEASURED_EDGES: ScrollEdges = { start: false, end: true };

/**
 * Which ends of a sideways-scrolling strip hide more items, for an edge fade on those sides only. RTL-aware:
 * browsers give an RTL scroller a `scrollLeft` from 0 (start) down to minus the overflow.
 */
export function readScrollEdges(element: HTMLElement): ScrollEdges {
  const overflow = element.scrollWidth - element.clientWidth;
  if (overflow <= 1) return { start: false, end: false };
  const rtl = getComputedStyle(element).direction === 'rtl';
  const fromStart = rtl ? -element.scrollLeft : element.scrollLeft;
  return { start: fromStart > 1, end: fromStart < overflow - 1 };
}

/** Keeps `readScrollEdges` of `ref` up to date on scroll and resize. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, itemsKey: string): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(UNMEASURED_EDGES);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = readScrollEdges(element);
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    // Items change width when a web font arrives.
    for (const item of Array.from(element.children)) observer?.observe(item);
    // A ResizeObserver reports each element once, after the next layout: the first read waits for it, rather than
    // forcing a layout of the whole page among hydration's effects (a long task on a phone). Without one, read now.
    if (!observer) update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, itemsKey]);
  return edges;
}

/** Scrolls a sideways strip (not the page) just enough to show `item` whole, with `margin` px to spare. */
export function scrollIntoStrip(strip: HTMLElement, item: HTMLElement, margin = 24) {
  const box = strip.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  // scrollLeft grows to the right in both directions, so physical offsets work for LTR and RTL alike.
  if (rect.left < box.left + margin) strip.scrollLeft -= box.left + margin - rect.left;
  else if (rect.right > box.right - margin) strip.scrollLeft += rect.right - (box.right - margin);
}
