import { themed } from '../theme/themed';
import { css } from '@emotion/react';
import type { CSSProperties, HTMLAttributes } from 'react';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** How far along, from 0 to `max`; values outside are drawn at the ends. */
  value: number;
  /** @default 100 */
  max?: number;
  /** Accessible name, already translated (what the bar measures). */
  label: string;
  /** What a screen reader says for the value ("€120 of €500 used"), already translated; else the percentage. */
  valueText?: string;
}

const progressBarFill = themed(
  (th) => css`
    block-size: 100%;
    inline-size: var(--progress, 0%);
    background: ${th.color.primary};
  `,
);
const progressBarBox = themed(
  (th) => css`
    block-size: 0.5rem;
    border-radius: ${th.radius.pill};
    background: ${th.color.background};
    border: 1px solid ${th.color.border};
    overflow: hidden;
  `,
);

/**
 * A thin bar for how much of something is done or used (wagering, an allowance), exposed as a progressbar with its
 * value and a spoken value text. Drawn from the theme; the fill follows the writing direction.
 */
export function ProgressBar({ value, max = 100, label, valueText, ...rest }: ProgressBarProps) {
  const share = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  const percent = Math.floor(share * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      css={progressBarBox}
      {...rest}
    >
      {/* The filled share is a custom property: one class for every value (decision 0015). */}
      <div css={progressBarFill} style={{ '--progress': `${percent}%` } as CSSProperties} />
    </div>
  );
}
