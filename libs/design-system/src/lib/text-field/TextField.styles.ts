import { css, type Theme } from '@emotion/react';
import { themed } from '../theme/themed';

export const adornmentStyles = themed(
  (t: Theme) => css`
    display: inline-flex;
    align-items: center;
    flex: 0 0 auto;
    color: ${t.color.textMuted};
    font-size: ${t.typography.size.md};
  `,
);
