import { css } from '@emotion/react';
import { defineStyle } from '@casino/design-system';
import { Children, type ReactNode } from 'react';

/** Two fields side by side that wrap to one column on narrow screens (first/last name, city/zip...). */
const fieldPair = defineStyle(css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0.75rem;
  align-items: start;
`);

/**
 * Two fields of a form side by side (one column on a narrow screen). A field the form hides is left out; with both
 * left out the pair draws nothing, so the form's column keeps no empty row and no gap for it.
 */
export function FieldPair({ children }: { children: ReactNode }) {
  if (Children.toArray(children).length === 0) return null;
  return <div css={fieldPair}>{children}</div>;
}
