import { css, type Theme } from '@emotion/react';
import { themedVariants, defineStyle } from '../theme/themed';
import type { SpaceToken } from '../theme/tokens';

export type StackAlign = 'stretch' | 'start' | 'center' | 'end';
export type InlineJustify = 'start' | 'center' | 'end' | 'between';
export type InlineAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';

const flexValue = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline', between: 'space-between' } as const;

/** A list used for layout (`as="ul"` or `"ol"`) loses its bullets and indent: the items are the layout's children. */
const listReset = defineStyle(css`
  list-style: none;
  padding: 0;
`);

/** Children one under another, `gap` apart, with no margin of the stack's own to reset. */
export const stackStyle = themedVariants((t: Theme, gap: SpaceToken | 'none', align: StackAlign, list: boolean) => css`
  display: flex;
  flex-direction: column;
  align-items: ${flexValue[align]};
  gap: ${gap === 'none' ? 0 : t.space[gap]};
  margin: 0;
  min-inline-size: 0;
  ${list ? listReset : ''}
`);

/** Children side by side in the reading direction (mirrored in RTL), `gap` apart, wrapping onto new lines by default. */
export const inlineStyle = themedVariants((t: Theme, gap: SpaceToken | 'none', align: InlineAlign, justify: InlineJustify, wrap: boolean, list: boolean) => css`
  display: flex;
  flex-direction: row;
  flex-wrap: ${wrap ? 'wrap' : 'nowrap'};
  align-items: ${flexValue[align]};
  justify-content: ${flexValue[justify]};
  gap: ${gap === 'none' ? 0 : t.space[gap]};
  margin: 0;
  min-inline-size: 0;
  ${list ? listReset : ''}
`);
