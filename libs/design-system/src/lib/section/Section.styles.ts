import { css } from '@emotion/react';
import { themed } from '../theme/themed';

/*
 * A section's header in parts (decision 0015): the row that holds the heading and the actions, and the block of the
 * heading and its description. The section itself is a `Stack` (its gap is the stack's part of the brand's sheet).
 */

/** The heading at the start and the actions at the end of one row; the actions wrap under the heading on a phone. */
export const sectionHeaderRow = themed(
  (t) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space.sm};
    min-inline-size: 0;
  `,
);

/** The heading and the muted line under it, taking the row's free room so the actions sit at its end. */
export const sectionTitleBlock = themed(
  (t) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space.xs};
    flex: 1 1 auto;
    min-inline-size: 0;
  `,
);
