import { css } from '@emotion/react';
import { stylePartsBy, themed } from '../theme/themed';

/** How a description list lays out its term and detail pairs. */
export type DescriptionListLayout = 'grid' | 'rows' | 'inline';

/*
 * A description list in parts (decision 0015): the list with its terms and details, then each layout, classes of the
 * brand's stylesheet of their own. The caller's `<div>` groups and bare `dt`/`dd` need no style of their own.
 */

/** No margins to reset; each term muted and small, each detail unindented and bold. */
const listBase = themed(
  (t) => css`
    margin: 0;
    min-inline-size: 0;
    & dt {
      margin: 0;
      color: ${t.color.textMuted};
      font-size: ${t.typography.size.sm};
    }
    & dd {
      margin: 0;
      font-weight: ${t.typography.weight.bold};
      overflow-wrap: anywhere;
    }
  `,
);

const layouts = {
  /** Each group a cell of as many columns of at least 8rem as fit, the term above its detail. */
  grid: themed(
    (t) => css`
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
      gap: ${t.space.sm};
    `,
  ),
  /**
   * Each pair a row, the term at the start and the detail at the end: two columns the groups fall into
   * (`display: contents`), so bare `dt`/`dd` pairs line up the same way.
   */
  rows: themed(
    (t) => css`
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, auto);
      gap: ${t.space.xs};
      align-items: baseline;
      & > div {
        display: contents;
      }
      & dd {
        text-align: end;
      }
    `,
  ),
  /** Each term with its detail beside it, the details lined up in a column after the widest term. */
  inline: themed(
    (t) => css`
      display: grid;
      grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
      gap: ${t.space.xxs};
      column-gap: ${t.space.sm};
      align-items: baseline;
      & > div {
        display: contents;
      }
    `,
  ),
} as const;

/** Details at the terms' small size: a card's fine print (a bonus's terms), where the details are not the point. */
const smallDetails = themed(
  (t) => css`
    & dd {
      font-size: ${t.typography.size.sm};
    }
  `,
);

/** Details in the body's weight, when none of them stands out from the others. */
const regularDetails = themed(
  (t) => css`
    & dd {
      font-weight: ${t.typography.weight.regular};
    }
  `,
);

/** A description list in one of its layouts, its details at a size and weight. */
export const descriptionListStyle = stylePartsBy(
  (layout: DescriptionListLayout, size: 'sm' | 'md', weight: 'regular' | 'bold') => [
    listBase,
    layouts[layout],
    size === 'sm' && smallDetails,
    weight === 'regular' && regularDetails,
  ],
);
