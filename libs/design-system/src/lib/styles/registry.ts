import type { SerializedStyles, Theme } from '@emotion/react';

/** A style built from the theme (`themed`), answered from a memo per theme. */
export type ThemedStyle = (theme: Theme) => SerializedStyles;

/** What the registry holds: a style of the theme, or one that reads no theme (`defineStyle`). */
export type StyleSource = ThemedStyle | SerializedStyles;

const sources: StyleSource[] = [];
const known = new WeakMap<object, number>();
const enumerations: Array<() => void> = [];
let enumerated = 0;

/**
 * Every module-level style of the workspace, in the order its module defined it (decision 0015, point 3): the server
 * compiles them into the brand's one stylesheet at start, so a page's response carries no inline style the sheet has.
 * Styles only enter at module level (`themed`, `themedVariants`, `defineStyle`), so the registry is the same for every
 * process of one build, and its sheet's name too.
 */
export function registerStyle<T extends StyleSource>(source: T): T {
  if (!known.has(source)) {
    known.set(source, sources.length);
    sources.push(source);
  }
  return source;
}

/** A registered style's place in the registry (and the sheet), or -1. */
export function registrationIndex(source: StyleSource): number {
  return known.get(source) ?? -1;
}

/** Whether a value is a registered style: the JSX runtime may then resolve it against the document's theme itself. */
export function isRegisteredStyle(value: unknown): value is StyleSource {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null)) && known.has(value);
}

/** A family of styles whose members are made on demand (`themedVariants` with its values listed): made for the sheet. */
export function registerEnumeration(enumerate: () => void): void {
  enumerations.push(enumerate);
}

/** Every registered style, variants with listed values made first. */
export function registeredStyles(): readonly StyleSource[] {
  while (enumerated < enumerations.length) enumerations[enumerated++]?.();
  return sources;
}

/** A registered style's serialised form in a theme. */
export function resolveStyle(source: StyleSource, theme: Theme): SerializedStyles {
  return typeof source === 'function' ? source(theme) : source;
}
