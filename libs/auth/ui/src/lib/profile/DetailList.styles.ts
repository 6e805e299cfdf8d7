import { css, type Theme } from '@emotion/react';
import { themed } from '@casino/design-system';

/** The label/value list of a card: a label above its value, values free to wrap (long emails, long names). */
export const detailListStyles = themed(
  (th: Theme) => css`
    margin: 0;
    display: grid;
    gap: ${th.space.sm};
    dt {
      color: ${th.color.textMuted};
      font-size: ${th.typography.size.sm};
    }
    dd {
      margin: 0;
      color: ${th.color.text};
      overflow-wrap: anywhere;
    }
  `,
);

/** An amount or a level that is the point of its row: large, bold, digits of one width. */
export const figureStyles = themed(
  (th: Theme) => css`
    font-size: ${th.typography.size.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  `,
);
