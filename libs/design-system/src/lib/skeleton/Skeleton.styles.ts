import { css, keyframes, type Theme } from '@emotion/react';
import { media } from '../theme/tokens';
import { themed } from '../theme/themed';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

// The highlight sweeps from the start of the line; background-position is mirrored for RTL below.
const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

export const skeletonStyles = (t: Theme, variant: SkeletonVariant) => css`
  display: block;
  background-color: ${t.color.skeleton};
  background-image: linear-gradient(
    90deg,
    ${t.color.skeleton} 0%,
    ${t.color.skeletonHighlight} 50%,
    ${t.color.skeleton} 100%
  );
  background-size: 300% 100%;
  background-repeat: no-repeat;
  border-radius: ${variant === 'circle' ? '50%' : variant === 'text' ? t.radius.sm : t.radius.md};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  [dir='rtl'] & {
    animation-direction: reverse;
  }
  ${
    variant === 'text' &&
    css`
      /* One line of the surrounding text, a little shorter so stacked lines keep a gap. */
      block-size: 0.8em;
      margin-block: 0.35em;
    `
  }
  ${media.reducedMotion} {
    animation: none;
    background-image: none;
  }
`;

export const textStyles = themed(
  (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space.xxs};
  `,
);
