import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import type { SpaceToken } from '../theme/tokens';
import { cardGridStyle, type CardGridMin } from './CardGrid.styles';

export interface CardGridProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The narrowest a column may be: xs 8rem, sm 10rem, md 12rem, lg 14rem, xl 17rem, xxl 19rem. @default 'md' */
  min?: CardGridMin;
  /** Share a row among the cards there are (`auto-fit`) instead of keeping every column's width (`auto-fill`). @default false */
  fit?: boolean;
  /** Space between cells, from the spacing scale. @default 'md' */
  gap?: SpaceToken | 'none';
  /** `start`: each cell keeps its own height, where by default a row's cells stretch to its tallest. @default 'stretch' */
  align?: 'stretch' | 'start';
  /** `ul` or `ol` for a list of cards (each child an `li`), without bullets, margin or indent. @default 'div' */
  as?: 'div' | 'ul' | 'ol';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Cards in as many equal columns as the width holds, never narrower than `min` and never overflowing a phone (one
 * column there): games, promotions, tournaments, payment methods. Its style is built once per brand (decision 0015).
 */
export function CardGrid({
  min = 'md',
  fit = false,
  gap = 'md',
  align = 'stretch',
  as = 'div',
  ...rest
}: CardGridProps) {
  const Element = as as ElementType;
  return <Element css={cardGridStyle(min, fit, gap, as !== 'div', align === 'start')} {...rest} />;
}
