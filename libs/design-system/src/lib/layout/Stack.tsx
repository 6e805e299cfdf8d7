import type { ElementType, FieldsetHTMLAttributes, FormHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';
import type { SpaceToken } from '../theme/tokens';
import { inlineStyle, stackStyle, type InlineAlign, type InlineJustify, type StackAlign } from './Stack.styles';

/**
 * The elements a layout primitive can be: a plain box, a list (its bullets and indent removed) or a list's item, a
 * paragraph laid out as a row (a spinner and its words), a form or fieldset (a fieldset without the browser's frame), or a
 * sectioning element (a `section` named by `aria-labelledby` is a region landmark, as it would be written by hand).
 */
export type LayoutElement =
  | 'div'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p'
  | 'section'
  | 'form'
  | 'fieldset'
  | 'dl'
  | 'nav'
  | 'header'
  | 'footer'
  | 'article'
  | 'span';

/** What a form or a fieldset takes beyond any element's attributes, for `as="form"` and `as="fieldset"`. */
type FormAttributes = Pick<
  FormHTMLAttributes<HTMLFormElement>,
  'noValidate' | 'action' | 'method' | 'encType' | 'autoComplete' | 'target'
> &
  Pick<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'disabled' | 'name' | 'form'>;

interface LayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, FormAttributes {
  /** The element to render; `ul` and `ol` for a list of items (each child an `li`). @default 'div' */
  as?: LayoutElement;
  /** Space between children, from the theme's spacing scale. @default 'md' */
  gap?: SpaceToken | 'none';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** What of the browser's own style an element loses as a layout primitive: a list's bullets, a fieldset's frame. */
function resetOf(as: LayoutElement): 'list' | 'fieldset' | false {
  if (as === 'ul' || as === 'ol') return 'list';
  return as === 'fieldset' ? 'fieldset' : false;
}

export interface StackProps extends LayoutProps {
  /** Where children sit across the stack: full width (`stretch`) or their own width at the start, centre or end. @default 'stretch' */
  align?: StackAlign;
}

/**
 * Children one under another with the same gap between each (mistica's `Stack`, leafygreen's layout): the way to space
 * a page's sections, a form's fields or a card's lines without a margin on each. The gap comes from the theme, so a
 * brand's rhythm is its spacing scale. Its style is built once per theme (decision 0015).
 */
export function Stack({ as = 'div', gap = 'md', align = 'stretch', ...rest }: StackProps) {
  const Element = as as ElementType;
  return <Element css={stackStyle(gap, align, resetOf(as))} {...rest} />;
}

export interface InlineProps extends LayoutProps {
  /** How children line up across the row. @default 'center' */
  align?: InlineAlign;
  /** How the row's free space is shared: packed at the start (the reading direction's start), centred, at the end, or between the children. @default 'start' */
  justify?: InlineJustify;
  /** Whether children wrap onto another line when the row is full (a row of buttons on a phone). @default true */
  wrap?: boolean;
}

/**
 * Children side by side in the reading direction (right to left in Arabic), with the same gap between each, wrapping
 * when the row is full: buttons, badges, a label and its value. Built once per theme (decision 0015).
 */
export function Inline({
  as = 'div',
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...rest
}: InlineProps) {
  const Element = as as ElementType;
  return <Element css={inlineStyle(gap, align, justify, wrap, resetOf(as))} {...rest} />;
}
