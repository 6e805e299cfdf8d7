import { css, type Theme } from '@emotion/react';
import { themedVariants } from '../theme/themed';
import type { TextSize } from '../theme/tokens';

/**
 * The colours text may take, each checked for contrast in every brand (`findContrastProblems`): `default` on the page's
 * background and on any surface, `muted` on the background and a surface (not a raised one), `inherit` the parent's. A
 * status colour (success, danger) is a background with its own `on…` text colour: a `Badge` or a notice shows those.
 */
export type TextTone = 'default' | 'muted' | 'inherit';
export type TextWeight = 'regular' | 'medium' | 'bold';
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const toneColour = (t: Theme, tone: TextTone) => (tone === 'default' ? t.color.text : tone === 'muted' ? t.color.textMuted : 'inherit');

/** A heading's size by default, by its level: the type scale's steps from the largest down. */
export const headingSizeByLevel: Record<HeadingLevel, TextSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'sm' };

/** A heading in the brand's heading face, its letter spacing and case, with no margin (the layout spaces it). */
export const headingStyle = themedVariants((t: Theme, size: TextSize, tone: TextTone) => css`
  margin: 0;
  font-family: ${t.typography.headingFontFamily};
  font-size: ${t.typography.size[size]};
  font-weight: ${t.typography.weight.bold};
  line-height: ${t.typography.lineHeight.tight};
  letter-spacing: ${t.typography.headingLetterSpacing};
  text-transform: ${t.typography.headingTransform};
  color: ${toneColour(t, tone)};
  overflow-wrap: anywhere;
`);

/** Running text in the body face at a step of the type scale, with no margin. */
export const textStyle = themedVariants((t: Theme, size: TextSize, tone: TextTone, weight: TextWeight) => css`
  margin: 0;
  font-size: ${t.typography.size[size]};
  font-weight: ${t.typography.weight[weight]};
  line-height: ${size === 'xl' || size === 'xxl' || size === 'display' ? t.typography.lineHeight.tight : t.typography.lineHeight.normal};
  color: ${toneColour(t, tone)};
  overflow-wrap: anywhere;
`);
