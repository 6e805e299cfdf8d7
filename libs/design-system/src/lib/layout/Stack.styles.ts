import { css } from '@emotion/react';
import { defineStyle, stylePartsBy, themed, type ThemedStyle } from '../theme/themed';
import type { SpaceToken } from '../theme/tokens';

export type StackAlign = 'stretch' | 'start' | 'center' | 'end';
export type InlineJustify = 'start' | 'center' | 'end' | 'between';
export type InlineAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';

const flexValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
} as const;

/*
 * Stack and Inline in parts (decision 0015): each choice (direction, gap, alignment, wrapping, a list's reset) is a
 * class of the brand's stylesheet of its own, so the sheet holds the sum of the options rather than every combination.
 * No two parts set the same property.
 */

/** Children one under another, with no margin of the stack's own to reset. */
const stackBase = defineStyle(css`
  display: flex;
  flex-direction: column;
  margin: 0;
  min-inline-size: 0;
`);

/** Children side by side in the reading direction (mirrored in RTL). */
const inlineBase = defineStyle(css`
  display: flex;
  flex-direction: row;
  margin: 0;
  min-inline-size: 0;
`);

const spaceTokens: readonly SpaceToken[] = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'];
/** The gap of a flex or grid box at each step of the spacing scale: one part each, shared by every layout primitive. */
export const gapParts = Object.fromEntries([
  [
    'none',
    defineStyle(css`
      gap: 0;
    `),
  ],
  ...spaceTokens.map((token) => [
    token,
    themed(
      (t) => css`
        gap: ${t.space[token]};
      `,
    ),
  ]),
]) as Record<SpaceToken | 'none', ThemedStyle | ReturnType<typeof css>>;

const alignments = Object.fromEntries(
  (['stretch', 'start', 'center', 'end', 'baseline'] as const).map((align) => [
    align,
    defineStyle(css`
      align-items: ${flexValue[align]};
    `),
  ]),
) as Record<InlineAlign, ReturnType<typeof css>>;
const justifications = Object.fromEntries(
  (['start', 'center', 'end', 'between'] as const).map((justify) => [
    justify,
    defineStyle(css`
      justify-content: ${flexValue[justify]};
    `),
  ]),
) as Record<InlineJustify, ReturnType<typeof css>>;
const wrapping = {
  true: defineStyle(css`
    flex-wrap: wrap;
  `),
  false: defineStyle(css`
    flex-wrap: nowrap;
  `),
};

/** A list used for layout (`as="ul"` or `"ol"`) loses its bullets and indent: the items are the layout's children. */
const listReset = defineStyle(css`
  list-style: none;
  padding: 0;
`);

/** A fieldset used for layout (`as="fieldset"`) loses the browser's frame: its border, padding and minimum width. */
const fieldsetReset = defineStyle(css`
  border: 0;
  padding: 0;
  min-inline-size: 0;
`);

const resets = { list: listReset, fieldset: fieldsetReset } as const;

/** Children one under another, `gap` apart. */
export const stackStyle = stylePartsBy(
  (gap: SpaceToken | 'none', align: StackAlign, reset: 'list' | 'fieldset' | false) => [
    stackBase,
    gapParts[gap],
    alignments[align],
    reset && resets[reset],
  ],
);

/** Children side by side, `gap` apart, wrapping onto new lines by default. */
export const inlineStyle = stylePartsBy(
  (
    gap: SpaceToken | 'none',
    align: InlineAlign,
    justify: InlineJustify,
    wrap: boolean,
    reset: 'list' | 'fieldset' | false,
  ) => [
    inlineBase,
    gapParts[gap],
    alignments[align],
    justifications[justify],
    wrapping[String(wrap) as 'true' | 'false'],
    reset && resets[reset],
  ],
);
