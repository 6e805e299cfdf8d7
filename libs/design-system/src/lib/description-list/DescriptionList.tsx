import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { descriptionListStyle, type DescriptionListLayout } from './DescriptionList.styles';

export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /**
   * `grid`: each group a cell of auto-fitting columns (at least 8rem), the term above its detail; `rows`: each pair a
   * row, term at the start and detail at the end; `inline`: each term with its detail beside it. @default 'grid'
   */
  layout?: DescriptionListLayout;
  /** The details' size: `sm` for fine print, at the terms' size. @default 'md' */
  size?: 'sm' | 'md';
  /** The details' weight: `regular` where none stands out. @default 'bold' */
  detailWeight?: 'regular' | 'bold';
  /** The pairs: `<div><dt/><dd/></div>` groups, or bare `dt` and `dd`, with no style of their own. */
  children?: ReactNode;
  ref?: Ref<HTMLDListElement>;
}

/**
 * Terms and their details (a balance and its parts, a bonus's terms, a game's provider and RTP): a `dl` with no margins
 * to reset, the terms muted and small, the details bold, in one of three layouts. Built once per brand (decision 0015).
 */
export function DescriptionList({
  layout = 'grid',
  size = 'md',
  detailWeight = 'bold',
  ...rest
}: DescriptionListProps) {
  return <dl css={descriptionListStyle(layout, size, detailWeight)} {...rest} />;
}
