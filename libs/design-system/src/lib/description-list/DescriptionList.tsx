import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { descriptionListStyle, type DescriptionListLayout } from './DescriptionList.styles';

export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /**
   * `grid`: each group a cell of auto-fitting columns (at least 8rem), the term above its detail; `rows`: each pair a
   * row, term at the start and detail at the end; `inline`: each term with its detail beside it. @default 'grid'
   */
  layout?: DescriptionListLayout;
  /** The pairs: `<div><dt/><dd/></div>` groups, or bare `dt` and `dd`, with no style of their own. */
  children?: ReactNode;
  ref?: Ref<HTMLDListElement>;
}

/**
 * Terms and their details (a balance and its parts, a bonus's terms, a game's provider and RTP): a `dl` with no margins
 * to reset, the terms muted and small, the details bold, in one of three layouts. Built once per brand (decision 0015).
 */
export function DescriptionList({ layout = 'grid', ...rest }: DescriptionListProps) {
  return <dl css={descriptionListStyle(layout)} {...rest} />;
}
