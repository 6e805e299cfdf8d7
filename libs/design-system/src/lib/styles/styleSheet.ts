import type { EmotionCache } from '@emotion/cache';
import type { SerializedStyles, Theme } from '@emotion/react';
import { isStyleParts, type StyleParts } from '../theme/themed';
import { isRegisteredStyle, resolveStyle } from './registry';

/** Emotion's class prefix here (`createStyleCache`). */
export const STYLE_KEY = 'cs';

/** The attribute that marks the brand stylesheet's `<link>` in the document's head. */
export const STYLE_SHEET_ATTRIBUTE = 'data-cs-sheet';

/**
 * The brand stylesheet a document has (decision 0015, point 3): its theme, the names of the styles it holds, and its
 * address. On the server it is compiled at start from the registry; in the browser its names are read from the sheet
 * the page linked. Without one (Storybook, unit tests, the dev server) every style goes through Emotion as before.
 */
export interface DocumentStyleSheet {
  theme: Theme;
  /**
   * The serialised names (`serialized.name`, and keyframes' names) whose rules the sheet holds, in the order of their
   * rules in the sheet (the cascade's order: a later rule wins where two set the same property).
   */
  names: ReadonlySet<string>;
  /** Where the page links it from, when it is a file (the server's `/assets/cs-….css`). */
  href?: string;
}

interface Active extends DocumentStyleSheet {
  /** `names` as an object, the prototype of every Emotion cache's `inserted` in this document. */
  inserted: Record<string, true>;
  /** Each name's place in the sheet. */
  order: Map<string, number>;
  /** What each `css` value came to in this sheet (its class, or null when the sheet lacks it): one lookup a render. */
  named: WeakMap<object, Named | null>;
}

let active: Active | undefined;
/**
 * The styles of every class the runtime named without Emotion: the prototype of every cache's `registered`, so that a
 * class passed on as `className` to an element with a `css` prop of its own is merged by Emotion as its own would be.
 */
const registered: Record<string, string> = Object.create(null);
/** The sheet's place of every class the runtime named (for a class passed on as `className`). */
const classOrder = new Map<string, number>();

/** This process (server) or page (browser) draws every style of `sheet` from that sheet. */
export function activateStyleSheet(sheet: DocumentStyleSheet): void {
  const inserted: Record<string, true> = Object.create(null);
  const order = new Map<string, number>();
  for (const name of sheet.names) {
    inserted[name] = true;
    order.set(name, order.size);
  }
  active = { ...sheet, inserted, order, named: new WeakMap() };
}

/** Back to Emotion alone (tests). */
export function deactivateStyleSheet(): void {
  active = undefined;
  for (const key of Object.keys(registered)) delete registered[key];
  classOrder.clear();
}

export function activeStyleSheet(): DocumentStyleSheet | undefined {
  return active;
}

/**
 * An Emotion cache of this document that knows the sheet: what the sheet holds counts as inserted (no inline tag on the
 * server, no rule inserted again in the browser), and the classes the runtime named are registered for merging.
 */
export function primeStyleCache(cache: EmotionCache): EmotionCache {
  if (active && Object.getPrototypeOf(cache.inserted) !== active.inserted) {
    Object.setPrototypeOf(cache.inserted, active.inserted);
    Object.setPrototypeOf(cache.registered, registered);
  }
  return cache;
}

function inSheet(style: SerializedStyles, names: ReadonlySet<string>): boolean {
  for (let current: SerializedStyles | undefined = style; current; current = current.next)
    if (!names.has(current.name)) return false;
  return true;
}

interface Named {
  className: string;
  /** Its place in the sheet: a later rule wins where two set the same property. */
  order: number;
}

function classOf(value: unknown, sheet: Active): Named | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const known = sheet.named.get(value);
  if (known !== undefined) return known ?? undefined;
  const named = nameOf(value, sheet);
  sheet.named.set(value, named ?? null);
  return named;
}

function nameOf(value: object, sheet: Active): Named | undefined {
  let style: SerializedStyles;
  if (typeof value === 'function') {
    if (!isRegisteredStyle(value)) return undefined;
    style = resolveStyle(value, sheet.theme);
  } else if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SerializedStyles).styles === 'string' &&
    !Array.isArray(value)
  ) {
    style = value as SerializedStyles;
  } else return undefined;
  if (!inSheet(style, sheet.names)) return undefined;
  const className = `${STYLE_KEY}-${style.name}`;
  // The sheet's order, not the registry's: a browser loads a page's modules in another order than the server did.
  const order = sheet.order.get(style.name) ?? -1;
  if (!classOrder.has(className)) {
    classOrder.set(className, order);
    registered[className] = style.styles;
  }
  return { className, order };
}

/** A parts list's classes side by side, and the latest of their places in the sheet; cached like a single style. */
function partsClassOf(parts: StyleParts, sheet: Active): Named | undefined {
  const known = sheet.named.get(parts);
  if (known !== undefined) return known ?? undefined;
  const names: string[] = [];
  let latest = -1;
  let whole = true;
  for (const part of parts) {
    if (!part) continue;
    const named = classOf(part, sheet);
    if (!named) {
      whole = false;
      break;
    }
    names.push(named.className);
    latest = Math.max(latest, named.order);
  }
  const result = whole && names.length ? { className: names.join(' '), order: latest } : undefined;
  sheet.named.set(parts, result ?? null);
  return result;
}

const emotionClass = new RegExp(`(^|\\s)${STYLE_KEY}-`);

/**
 * The sheet's order of the earliest Emotion class in `className`, when the runtime named every one of them; undefined
 * when one is Emotion's own (a style merged on render), which only Emotion can merge.
 */
function earliestPassedOn(className: string): number | undefined {
  let earliest = Infinity;
  for (const name of className.split(' ')) {
    if (!name.startsWith(`${STYLE_KEY}-`)) continue;
    const order = classOrder.get(name);
    if (order === undefined || order < 0) return undefined;
    earliest = Math.min(earliest, order);
  }
  return earliest;
}

/**
 * The class names for an element's `css` prop when the document's sheet holds all of it, or undefined when Emotion
 * must do it (no sheet; a style the sheet lacks, such as a lazily loaded part's or one built on render). `className` is
 * put first, as Emotion does. A `className` passed on with a sheet's class (a page's `css` on a design-system
 * component) is kept beside the element's own classes when its rules come later in the sheet than theirs, which is what
 * Emotion's merge gives (the passed-on style wins); otherwise Emotion merges them.
 */
export function sheetClassName(css: unknown, className: unknown): string | undefined {
  const sheet = active;
  if (!sheet) return undefined;
  const named = isStyleParts(css) ? partsClassOf(css, sheet) : classOf(css, sheet);
  if (!named) return undefined;
  const own = named.className;
  const latest = named.order;
  if (typeof className === 'string' && emotionClass.test(className)) {
    const passedOn = earliestPassedOn(className);
    if (passedOn === undefined || passedOn <= latest) return undefined;
  }
  return className == null || className === '' ? own : `${String(className)} ${own}`;
}
