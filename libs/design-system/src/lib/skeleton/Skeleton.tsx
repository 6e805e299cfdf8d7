import type { CSSProperties, HTMLAttributes } from 'react';
import { skeletonStyles, textStyles, type SkeletonVariant } from './Skeleton.styles';
import { themedVariants } from '../theme/themed';

const skeletonStyle = themedVariants(skeletonStyles, [['text', 'rect', 'circle']]);

export type { SkeletonVariant };

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * `text` is a line of the surrounding font size, `rect` a block (images, cards), `circle` an avatar.
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /** Any CSS length or a number of px. @default '100%' (a `circle` defaults to its height) */
  width?: CSSProperties['width'];
  /** Any CSS length or a number of px. Text lines take their height from the font. @default '1rem' for rect and circle */
  height?: CSSProperties['height'];
}

/**
 * Placeholder for content that is loading. Hidden from assistive technology: mark the region that
 * is loading with `aria-busy` (and announce it, e.g. with a labelled Spinner) instead.
 * The shimmer stops for players who ask for reduced motion.
 */
export function Skeleton({ variant = 'text', width, height, style, ...rest }: SkeletonProps) {
  const blockSize = variant === 'text' ? undefined : (height ?? '1rem');
  const inlineSize = width ?? (variant === 'circle' ? blockSize : '100%');
  return (
    <span
      aria-hidden="true"
      data-skeleton={variant}
      css={skeletonStyle(variant)}
      style={{ inlineSize, blockSize, ...style }}
      {...rest}
    />
  );
}

export interface SkeletonTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** @default 3 */
  lines?: number;
  /**
   * Width of the last line, so the block reads as a paragraph.
   * @default '60%'
   */
  lastLineWidth?: CSSProperties['width'];
}

/** A paragraph of placeholder lines. */
export function SkeletonText({ lines = 3, lastLineWidth = '60%', ...rest }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" css={textStyles} {...rest}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="text" width={index === lines - 1 && lines > 1 ? lastLineWidth : '100%'} />
      ))}
    </span>
  );
}
