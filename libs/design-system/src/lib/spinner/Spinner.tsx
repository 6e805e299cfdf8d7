import { css, keyframes } from '@emotion/react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { defineStyle, themedVariants } from '../theme/themed';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;

export interface SpinnerProps {
  /** @default 'md' */
  size?: keyof typeof sizes;
  /**
   * Translated text for screen readers. Without it the spinner is decorative
   * (use that when the surrounding control already says it is busy).
   */
  label?: string;
}

const spinnerLabel = defineStyle(css`
  display: inline-flex;
`);
const ringStyle = themedVariants(
  (t, size: keyof typeof sizes) => css`
    display: inline-block;
    width: ${sizes[size]};
    height: ${sizes[size]};
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: ${t.radius.pill};
    animation: ${spin} 0.8s linear infinite;
  `,
  [['sm', 'md', 'lg']],
);

/** Indeterminate progress indicator. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} css={spinnerLabel}>
      <span aria-hidden="true" data-testid="spinner" css={ringStyle(size)} />
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
