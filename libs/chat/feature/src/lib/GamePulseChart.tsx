import { themed } from '@casino/design-system';
import { css } from '@emotion/react';

/** The line, green when the last rounds ended up and red when down. */
const pulseUp = themed(
  (th) => css`
    stroke: ${th.color.success};
  `,
);
const pulseDown = themed(
  (th) => css`
    stroke: ${th.color.danger};
  `,
);

const gamePulseStyle = themed(
  (th) => css`
    display: block;
    inline-size: 100%;
    max-inline-size: 12rem;
    block-size: 3rem;
    margin-block-start: ${th.space.xs};
    padding: ${th.space.xs};
    border: 1px solid ${th.color.border};
    border-radius: ${th.radius.sm};
    background: ${th.color.surfaceRaised};
  `,
);
const gamePulseChartLine = themed(
  (th) => css`
    stroke: ${th.color.border};
  `,
);

/**
 * The Game Pulse: net result of each recent round as a small inline SVG sparkline (up is a win), with a zero line.
 * Decorative lines, one accessible name.
 */
export function GamePulseChart({ points, label }: { points: readonly number[]; label: string }) {
  const width = 160;
  const height = 40;
  // Running total, so the line shows how the session went.
  const totals = points.reduce<number[]>((acc, p) => [...acc, (acc[acc.length - 1] ?? 0) + p], []);
  const min = Math.min(0, ...totals);
  const max = Math.max(0, ...totals);
  const span = max - min || 1;
  const x = (i: number) => (totals.length < 2 ? 0 : (i / (totals.length - 1)) * width);
  const y = (v: number) => height - ((v - min) / span) * height;
  const path = totals.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = totals[totals.length - 1] ?? 0;
  return (
    <svg role="img" aria-label={label} data-testid="game-pulse" viewBox={`0 0 ${width} ${height}`} css={gamePulseStyle}>
      <line x1="0" x2={width} y1={y(0)} y2={y(0)} css={gamePulseChartLine} strokeDasharray="3 3" />
      <path d={path} fill="none" strokeWidth="2" css={last >= 0 ? pulseUp : pulseDown} />
    </svg>
  );
}
