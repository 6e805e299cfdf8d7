import { css, keyframes } from '@emotion/react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { defineStyle } from '../theme/themed';

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

const spinnerLabel = defineStyle(css`display: inline-flex;`);

/** Indeterminate progress indicator. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const dimension = sizes[size];
  return (
    <span role={label ? 'status' : undefined} css={spinnerLabel}>
      <span
        aria-hidden="true"
        data-testid="spinner"
        css={(t) => css`
          display: inline-block;
          width: ${dimension};
          height: ${dimension};
          border: 2px solid currentColor;
          border-inline-end-color: transparent;
          border-radius: ${t.radius.pill};
          animation: ${spin} 0.8s linear infinite;
        `}
      />
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
