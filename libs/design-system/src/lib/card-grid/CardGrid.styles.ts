import { css } from '@emotion/react';
import { gapParts } from '../layout/Stack.styles';
import { defineStyle, stylePartsBy } from '../theme/themed';
import type { SpaceToken } from '../theme/tokens';

/** The narrowest a column may be, by name: the widths the features' grids of cards use. */
export type CardGridMin = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

export const cardGridMinWidth: Record<CardGridMin, string> = {
  xs: '8rem',
  sm: '10rem',
  md: '12rem',
  lg: '14rem',
  xl: '17rem',
  xxl: '19rem',
};

/*
 * A grid of cards in parts (decision 0015): the grid, its columns (each narrowest width, filling or fitting), the gap
 * and a list's reset are classes of the brand's stylesheet of their own, no two setting the same property.
 */

const gridBase = defineStyle(css`
  display: grid;
  margin: 0;
  min-inline-size: 0;
`);

const minWidths = Object.keys(cardGridMinWidth) as CardGridMin[];
/**
 * As many equal columns as fit, none narrower than the width (nor wider than the grid, so one column on a narrow phone
 * never overflows): `auto-fill` keeps the empty tracks (a short row's cards keep the width of a full row's), `auto-fit`
 * shares the row among the cards there are.
 */
const columns = Object.fromEntries(
  minWidths.flatMap((min) =>
    (['fill', 'fit'] as const).map((mode) => [
      `${min}|${mode}`,
      defineStyle(css`
        grid-template-columns: repeat(auto-${mode}, minmax(min(100%, ${cardGridMinWidth[min]}), 1fr));
      `),
    ]),
  ),
) as Record<`${CardGridMin}|${'fill' | 'fit'}`, ReturnType<typeof css>>;

/** A grid that is a list (`ul`, `ol`) loses its bullets and indent: each `li` is a cell. */
const listReset = defineStyle(css`
  list-style: none;
  padding: 0;
`);

/** Cells keep their own height instead of stretching to the tallest of their row (cards of different lengths). */
const alignStart = defineStyle(css`
  align-items: start;
`);

/** An auto-filling (or fitting) grid of equal columns, `gap` apart. */
export const cardGridStyle = stylePartsBy(
  (min: CardGridMin, fit: boolean, gap: SpaceToken | 'none', list: boolean, start: boolean) => [
    // The gaps are the layout primitives' own parts, defined (and so listed) first; no other part sets `gap`.
    gapParts[gap],
    gridBase,
    columns[`${min}|${fit ? 'fit' : 'fill'}`],
    list && listReset,
    start && alignStart,
  ],
);
