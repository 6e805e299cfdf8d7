import type { SerializedStyles, Theme } from '@emotion/react';

/**
 * A style of the theme, built once per theme (decision 0015): `css={card}` where `const card = themed((t) => css`…`)`
 * sits at module level. Emotion calls it with the theme on every render, as it calls any `css={(t) => …}`; this one
 * answers from a per-theme memo, so the style is serialised and hashed once per brand, not for every element on every
 * render (on the server for every request, in the browser during hydration). Emotion takes an already serialised style
 * as it is.
 */
export type ThemedStyle = (theme: Theme) => SerializedStyles;

function memoByTheme(build: (theme: Theme) => SerializedStyles): ThemedStyle {
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
  return memoByTheme(factory);
}

/** A key of a style variant: the values a variant is chosen by (a size, a tone, a flag). */
type VariantKey = string | number | boolean | undefined | null;

/**
 * Styles chosen by a few values (a button's variant and size), each built once per theme and combination: `const
 * buttonStyle = themedVariants((t, variant: Variant, size: Size) => css`…`)`, then `css={buttonStyle(variant, size)}`.
 * For a value that varies without bound (a width, an offset), use a custom property in `style` instead.
 */
export function themedVariants<Args extends VariantKey[]>(factory: (theme: Theme, ...args: Args) => SerializedStyles): (...args: Args) => ThemedStyle {
  const variants = new Map<string, ThemedStyle>();
  return (...args) => {
    const key = args.map(String).join('|');
    let style = variants.get(key);
    if (!style) {
      style = memoByTheme((theme) => factory(theme, ...args));
      variants.set(key, style);
    }
    return style;
  };
}
