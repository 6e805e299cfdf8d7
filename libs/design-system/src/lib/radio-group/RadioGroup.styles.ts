import { css, type Theme } from '@emotion/react';
import { themed, themedVariants, defineStyle } from '../theme/themed';

export type RadioGroupDirection = 'row' | 'column' | 'grid';
export type RadioGroupVariant = 'plain' | 'card';

/** A fieldset with nothing of the browser's own frame: the legend above the options, the group's content below. */
export const radioGroupStyle = themed(
  (t: Theme) => css`
    display: grid;
    gap: ${t.space.sm};
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  `,
);

export const radioGroupLegendStyle = themed(
  (t: Theme) => css`
    padding: 0;
    margin-block-end: ${t.space.sm};
    font-weight: ${t.typography.weight.bold};
  `,
);

/** The options side by side (wrapping, mirrored in RTL), one under another, or in equal columns as many as fit. */
export const radioGroupOptionsStyle = themedVariants(
  (t: Theme, direction: RadioGroupDirection, variant: RadioGroupVariant) => {
    const gap = variant === 'card' ? t.space.sm : direction === 'row' ? t.space.md : t.space.xs;
    return direction === 'grid'
      ? css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 12.5rem), 1fr));
          gap: ${gap};
        `
      : css`
          display: flex;
          flex-direction: ${direction};
          flex-wrap: wrap;
          gap: ${gap};
        `;
  },
  [
    ['row', 'column', 'grid'],
    ['plain', 'card'],
  ],
);

/**
 * One option: its native radio and its label, a 44 px target as a whole (a tap on the words picks it). A card draws a
 * surface around both whose border takes the brand's primary colour and doubles once picked (`:has(:checked)`), with the
 * radio still shown: the mark says which is picked without the colour. In a grid (tiles with a picture) the radio covers
 * the card unseen, the doubled border saying which is picked and the focus ring going round the card.
 */
export const radioOptionStyle = themedVariants(
  (t: Theme, variant: RadioGroupVariant, direction: RadioGroupDirection) =>
    variant === 'card'
      ? css`
          position: relative;
          display: flex;
          align-items: center;
          gap: ${t.space.sm};
          min-block-size: 2.75rem;
          padding: ${direction === 'grid' ? t.space.sm : `${t.space.sm} ${t.space.md}`};
          border: 1px solid ${t.color.border};
          border-radius: ${t.radius.md};
          background: ${t.color.surface};
          cursor: pointer;
          &:has(input:checked) {
            border-color: ${t.color.primary};
            box-shadow: inset 0 0 0 1px ${t.color.primary};
          }
          &:has(input:disabled) {
            cursor: not-allowed;
            opacity: 0.6;
          }
          ${
            direction === 'grid'
              ? css`
                  /* A tile of a grid (a payment method with its logo): the radio covers the whole card, unseen, so the
                   words keep the room; the card shows what the mark would (a doubled border once picked) and the
                   focus ring goes round the card. */
                  & > input {
                    position: absolute;
                    inset: 0;
                    inline-size: 100%;
                    block-size: 100%;
                    opacity: 0;
                  }
                  &:has(input:focus-visible) {
                    outline: 3px solid ${t.color.focusRing};
                    outline-offset: 2px;
                  }
                `
              : ''
          }
        `
      : css`
          display: inline-flex;
          align-items: center;
          gap: ${t.space.sm};
          min-block-size: 2.75rem;
          cursor: pointer;
          &:has(input:disabled) {
            cursor: not-allowed;
            opacity: 0.6;
          }
        `,
  [
    ['plain', 'card'],
    ['row', 'column', 'grid'],
  ],
);

export const radioInputStyle = themed(
  (t: Theme) => css`
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    accent-color: ${t.color.primary};
    cursor: inherit;
  `,
);

/** An option's picture: its own size, never squeezed by a long label. */
export const radioMediaStyle = defineStyle(css`
  display: flex;
  flex: none;
`);

export const radioTextStyle = defineStyle(css`
  display: grid;
  min-inline-size: 0;
`);

export const radioDescriptionStyle = themed(
  (t: Theme) => css`
    color: ${t.color.textMuted};
    font-size: ${t.typography.size.sm};
  `,
);
