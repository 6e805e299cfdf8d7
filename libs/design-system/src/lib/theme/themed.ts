import type { SerializedStyles, Theme } from '@emotion/react';
import { registerEnumeration, registerStyle, registrationIndex, type ThemedStyle } from '../styles/registry';

export type { ThemedStyle } from '../styles/registry';

/**
 * A style of the theme, built once per theme (decision 0015): `css={card}` where `const card = themed((t) => css`…`)`
 * sits at module level. It answers from a per-theme memo, so the style is serialised and hashed once per brand, and it
 * is registered: in a brand's server and browser it is a class of the brand's stylesheet, which the JSX runtime
 * (`@casino/design-system/jsx-runtime`) names on the element with no Emotion wrapper and no serialising at all; in
 * Storybook, tests and the dev server (no sheet) Emotion calls it with the theme as it calls any `css={(t) => …}`.
 */

/** A per-theme memo that is not a class of the sheet (the global styles, which Emotion's `Global` writes without one). */
export function memoByTheme(build: (theme: Theme) => SerializedStyles): ThemedStyle {
  const built = new WeakMap<Theme, SerializedStyles>();
  return (theme) => {
    let style = built.get(theme);
    if (!style) {
      style = build(theme);
      built.set(theme, style);
    }
    return style;
  };
}

/** A module-level style of the theme, built once per theme. The factory may read only the theme and module constants. */
export function themed(factory: (theme: Theme) => SerializedStyles): ThemedStyle {
  return registerStyle(memoByTheme(factory));
}

/**
 * A module-level style that reads no theme (`const row = defineStyle(css`…`)`): registered, so it is a class of the
 * brand's stylesheet like a `themed` one. A `css` template left bare still works, through Emotion's wrapper.
 */
export function defineStyle(style: SerializedStyles): SerializedStyles {
  return registerStyle(style);
}

/** A key of a style variant: the values a variant is chosen by (a size, a tone, a flag). */
type VariantKey = string | number | boolean | undefined | null;

/** Every value each argument of a variant family takes, in order: the sheet holds every combination. */
export type VariantValues<Args extends VariantKey[]> = { [K in keyof Args]: readonly Args[K][] };

function combinations(values: readonly (readonly VariantKey[])[]): VariantKey[][] {
  return values.reduce<VariantKey[][]>(
    (acc, options) => acc.flatMap((prefix) => options.map((option) => [...prefix, option])),
    [[]],
  );
}

/**
 * Styles chosen by a few values (a button's variant and size), each built once per theme and combination: `const
 * buttonStyle = themedVariants((t, variant: Variant, size: Size) => css`…`, [variants, sizes])`, then
 * `css={buttonStyle(variant, size)}`. With every value listed, every combination is in the brand's stylesheet; a
 * combination not listed is still built, and a page that draws it carries its style inline. For a value that varies
 * without bound (a width, an offset), use a custom property in `style` instead; for several independent choices (a
 * gap, an alignment, wrapping), parts (`styleParts`) keep the sheet to the sum of the options, not their product.
 */
export function themedVariants<Args extends VariantKey[]>(
  factory: (theme: Theme, ...args: Args) => SerializedStyles,
  values?: VariantValues<Args>,
): (...args: Args) => ThemedStyle {
  const variants = new Map<string, ThemedStyle>();
  const variant = (...args: Args): ThemedStyle => {
    const key = args.map(String).join('|');
    let style = variants.get(key);
    if (!style) {
      style = registerStyle(memoByTheme((theme) => factory(theme, ...args)));
      variants.set(key, style);
    }
    return style;
  };
  if (values)
    registerEnumeration(() =>
      combinations(values as readonly (readonly VariantKey[])[]).forEach((args) => variant(...(args as Args))),
    );
  return variant;
}

const PARTS = Symbol.for('casino.styleParts');

/** A part of a `styleParts` list: a registered style, or nothing (a flag that is off). */
export type StylePart = ThemedStyle | SerializedStyles | false | null | undefined;

/** A list of style parts that set different properties, in one `css` prop. */
export type StyleParts = readonly StylePart[] & { readonly [PARTS]: true };

/**
 * Parts of one element's style (a button's base, its size, its variant): `css={styleParts(base, sizes[size],
 * variants[variant])}`. In a brand's pages each part is a class of the stylesheet and the element carries them side by
 * side; elsewhere Emotion merges them into one class, as it merges any list, a later part winning where two set the same
 * property. The sheet keeps the registry's order, so the two agree when the parts are listed in the order they were
 * defined (a variant after the base it overrides): `styleParts` refuses a list that is not. Parts are module-level
 * styles (`themed`, `defineStyle`), not members of a `themedVariants` family, which are made when first asked for and
 * so have no fixed place. Build a list once (at module level or in a memo such as `stylePartsBy`), not on every render.
 */
export function styleParts(...parts: StylePart[]): StyleParts {
  let last = -1;
  for (const part of parts) {
    if (!part) continue;
    const index = registrationIndex(part);
    if (index < 0) throw new Error('styleParts takes module-level styles (themed, themedVariants, defineStyle) only');
    if (index < last)
      throw new Error(
        'styleParts lists its parts in the order they were defined: a later part overrides an earlier one',
      );
    last = index;
  }
  return Object.assign(parts, { [PARTS]: true as const });
}

/**
 * Parts lists chosen by a few values, each list made once: `const buttonStyle = stylePartsBy((variant, size) =>
 * [base, sizes[size], variants[variant]])`, then `css={buttonStyle(variant, size)}`. The parts are module-level styles,
 * so the sheet holds the sum of the options, not their product.
 */
export function stylePartsBy<Args extends VariantKey[]>(
  choose: (...args: Args) => StylePart[],
): (...args: Args) => StyleParts {
  const lists = new Map<string, StyleParts>();
  return (...args) => {
    const key = args.map(String).join('|');
    let list = lists.get(key);
    if (!list) {
      list = styleParts(...choose(...args));
      lists.set(key, list);
    }
    return list;
  };
}

/** Whether a `css` value is a parts list (`styleParts`). */
export function isStyleParts(value: unknown): value is StyleParts {
  return Array.isArray(value) && (value as Partial<StyleParts>)[PARTS] === true;
}
