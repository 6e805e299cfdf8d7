import { css, type Theme } from '@emotion/react';
import { defineStyle, themed, themedVariants } from '../theme/themed';

/** A bare fieldset: the browser's border and padding go, and so does its min-content width, which would not let the selects shrink on a 320 px phone. */
export const fieldsetStyles = themed(
  (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space.xs};
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  `,
);

/** A rendered legend is no flex item, so the fieldset's gap skips it: the margin stands in. */
export const legendStyles = themed(
  (t: Theme) => css`
    padding: 0;
    margin-block-end: ${t.space.xs};
  `,
);

export const partsStyles = themed(
  (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space.sm};
  `,
);

export type BirthDatePart = 'day' | 'month' | 'year';

/**
 * The month takes the spare room; the bases add up to 16 rem plus the gaps, so the three stay on one line
 * down to a 320 px phone with page padding, and wrap only below that.
 */
const partFlex: Record<BirthDatePart, string> = {
  day: '1 1 4rem',
  month: '2 1 7rem',
  year: '1 1 5rem',
};

export const partStyle = themedVariants(
  (t: Theme, part: BirthDatePart) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space.xxs};
    flex: ${partFlex[part]};
    min-inline-size: 0;
  `,
  [['day', 'month', 'year']],
);

export const partLabelStyles = themed(
  (t: Theme) => css`
    color: ${t.color.textMuted};
    font-size: ${t.typography.size.xs};
  `,
);

/** Long month names are cut with an ellipsis instead of pushing the chevron out. */
export const partSelectStyles = defineStyle(css`
  text-overflow: ellipsis;
  white-space: nowrap;
  overflow: hidden;
`);
