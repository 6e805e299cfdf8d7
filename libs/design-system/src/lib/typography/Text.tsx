import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import type { TextSize } from '../theme/tokens';
import {
  headingSizeByLevel,
  headingStyle,
  textStyle,
  type HeadingLevel,
  type TextAlign,
  type TextTone,
  type TextWeight,
} from './Text.styles';

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'children'> {
  /** The heading's level in the page's outline (`h1` to `h6`): what a screen reader's list of headings shows. */
  level: HeadingLevel;
  /** Its size on the type scale, when the outline and the look differ (a section's `h2` drawn small). By default from the level. */
  size?: TextSize;
  /** @default 'default' */
  tone?: TextTone;
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A heading: the level is the document's outline, the size the look, chosen apart (leafygreen's typography). In the
 * brand's heading face, letter spacing and case; no margin, so a `Stack` spaces it like any other child.
 */
export function Heading({ level, size = headingSizeByLevel[level], tone = 'default', ...rest }: HeadingProps) {
  const Element = `h${level}` as ElementType;
  return <Element css={headingStyle(size, tone)} {...rest} />;
}

export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'li' | 'dt' | 'dd' | 'label' | 'time';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The element: a paragraph by default, `span` inside a line, `strong` for importance. @default 'p' */
  as?: TextElement;
  /**
   * A step of the type scale, or `inherit`: the parent's font size and line height (text inside a part whose size the
   * player sets, such as the chat panel). @default 'md'
   */
  size?: TextSize | 'inherit';
  /** @default 'default' */
  tone?: TextTone;
  /** The control a `label` names (`as="label"`). */
  htmlFor?: string;
  /** @default 'regular' (`bold` for `strong`) */
  weight?: TextWeight;
  /** Where the text sits in its line, in the reading direction (`start` is the right in Arabic). By default inherited. */
  align?: TextAlign;
  /** Tabular figures (every digit one width): amounts in a column, a balance that changes, a countdown. @default false */
  numeric?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Text at a step of the type scale in one of the tones every brand checks for contrast; no margin to reset. */
export function Text({
  as = 'p',
  size = 'md',
  tone = 'default',
  weight = as === 'strong' ? 'bold' : 'regular',
  align,
  numeric = false,
  ...rest
}: TextProps) {
  const Element = as as ElementType;
  return <Element css={textStyle(size, tone, weight, align, numeric)} {...rest} />;
}
