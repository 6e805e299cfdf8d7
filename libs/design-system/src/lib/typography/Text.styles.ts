import { css, type Theme } from '@emotion/react';
import { defineStyle, stylePartsBy, themed, type ThemedStyle } from '../theme/themed';
import type { TextSize } from '../theme/tokens';

/**
 * The colours text may take, each checked for contrast in every brand (`findContrastProblems`): `default` on the page's
 * background and on any surface, `muted` on the background and a surface (not a raised one), `inherit` the parent's. A
 * status colour (success, danger) is a background with its own `on…` text colour: a `Badge` or a notice shows those.
 */
export type TextTone = 'default' | 'muted' | 'inherit';
export type TextWeight = 'regular' | 'medium' | 'bold';
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** Where text sits in its line, in the reading direction (`start` is the right in Arabic). */
export type TextAlign = 'start' | 'center' | 'end';

const toneColour = (t: Theme, tone: TextTone) =>
  tone === 'default' ? t.color.text : tone === 'muted' ? t.color.textMuted : 'inherit';

/** A heading's size by default, by its level: the type scale's steps from the largest down. */
export const headingSizeByLevel: Record<HeadingLevel, TextSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'sm',
};

/*
 * Headings and text in parts (decision 0015): the face, each size, each tone and each weight are classes of the brand's
 * stylesheet of their own (no two set the same property), so the sheet holds the sum of the options, not their product.
 */
const textSizes: readonly TextSize[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'];
const tight = (size: TextSize) => size === 'xl' || size === 'xxl' || size === 'display';

/** A heading in the brand's heading face, its letter spacing and case, with no margin (the layout spaces it). */
const headingBase = themed(
  (t) => css`
    margin: 0;
    font-family: ${t.typography.headingFontFamily};
    font-weight: ${t.typography.weight.bold};
    line-height: ${t.typography.lineHeight.tight};
    letter-spacing: ${t.typography.headingLetterSpacing};
    text-transform: ${t.typography.headingTransform};
    overflow-wrap: anywhere;
  `,
);

/** Running text in the body face, with no margin. */
const textBase = defineStyle(css`
  margin: 0;
  overflow-wrap: anywhere;
`);

const fontSizes = Object.fromEntries(
  textSizes.map((size) => [
    size,
    themed(
      (t) => css`
        font-size: ${t.typography.size[size]};
      `,
    ),
  ]),
) as Record<TextSize, ThemedStyle>;
/** Running text's line height by size: tight from `xl` up. */
const textFontSizes = Object.fromEntries(
  textSizes.map((size) => [
    size,
    themed(
      (t) => css`
        font-size: ${t.typography.size[size]};
        line-height: ${tight(size) ? t.typography.lineHeight.tight : t.typography.lineHeight.normal};
      `,
    ),
  ]),
) as Record<TextSize, ThemedStyle>;
const tones = Object.fromEntries(
  (['default', 'muted', 'inherit'] as const).map((tone) => [
    tone,
    themed(
      (t) => css`
        color: ${toneColour(t, tone)};
      `,
    ),
  ]),
) as Record<TextTone, ThemedStyle>;
const weights = Object.fromEntries(
  (['regular', 'medium', 'bold'] as const).map((weight) => [
    weight,
    themed(
      (t) => css`
        font-weight: ${t.typography.weight[weight]};
      `,
    ),
  ]),
) as Record<TextWeight, ThemedStyle>;

const alignments = Object.fromEntries(
  (['start', 'center', 'end'] as const).map((align) => [
    align,
    defineStyle(css`
      text-align: ${align};
    `),
  ]),
) as Record<TextAlign, ReturnType<typeof css>>;
/** Figures of one width, so amounts and times in a column or a ticking countdown line up and do not jitter. */
const numericFigures = defineStyle(css`
  font-variant-numeric: tabular-nums;
`);

/** A heading at a step of the type scale, in a tone. */
export const headingStyle = stylePartsBy((size: TextSize, tone: TextTone) => [
  headingBase,
  fontSizes[size],
  tones[tone],
]);

/** Running text at a step of the type scale, in a tone and a weight; aligned and with tabular figures when asked. */
export const textStyle = stylePartsBy(
  (size: TextSize | 'inherit', tone: TextTone, weight: TextWeight, align: TextAlign | undefined, numeric: boolean) => [
    textBase,
    // `inherit`: no size part, the parent's font size and line height (a panel sized by the player's setting).
    size !== 'inherit' && textFontSizes[size],
    tones[tone],
    weights[weight],
    align !== undefined && alignments[align],
    numeric && numericFigures,
  ],
);
