import { useId, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { stackStyle } from '../layout/Stack.styles';
import type { SpaceToken, TextSize } from '../theme/tokens';
import { Heading, Text } from '../typography/Text';
import { sectionHeaderRow, sectionTitleBlock } from './Section.styles';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The section's heading, already translated: it names a `section` for a screen reader's list of regions. */
  heading: ReactNode;
  /** The heading's level in the page's outline. @default 2 */
  level?: 2 | 3 | 4;
  /** The heading's size on the type scale, when the look differs from the level's. By default from the level. */
  headingSize?: TextSize;
  /** The heading's id (what `aria-labelledby` points at; a place focus can be sent to). @default a `useId` */
  headingId?: string;
  /** Controls beside the heading, at the end of its row (a "See all" link, a filter); wrapping under it on a phone. */
  actions?: ReactNode;
  /** A muted line under the heading (phrasing content: it is a paragraph). */
  description?: ReactNode;
  /** Space between the header and each child, from the spacing scale. @default 'md' */
  gap?: SpaceToken | 'none';
  /** `section` is a region named by its heading; `article` for a self-contained item; `div` for no landmark. @default 'section' */
  as?: 'section' | 'div' | 'article';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A titled part of a page: a heading (with actions at the end of its row and a muted description under it), then the
 * children one under another, `gap` apart. As a `section` it is a region landmark named by its heading
 * (`aria-labelledby`), as written by hand. Built from the layout and type primitives, once per brand (decision 0015).
 */
export function Section({
  heading,
  level = 2,
  headingSize,
  headingId,
  actions,
  description,
  gap = 'md',
  as = 'section',
  children,
  ...rest
}: SectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const Element = as as ElementType;
  const title = (
    <Heading level={level} size={headingSize} id={id}>
      {heading}
    </Heading>
  );
  const descriptionText = description != null && description !== false && <Text tone="muted">{description}</Text>;
  const hasActions = actions != null && actions !== false;
  let header: ReactNode = title;
  if (hasActions) {
    header = (
      <div css={sectionHeaderRow}>
        <div css={sectionTitleBlock}>
          {title}
          {descriptionText}
        </div>
        {actions}
      </div>
    );
  } else if (descriptionText) {
    header = (
      <div css={sectionTitleBlock}>
        {title}
        {descriptionText}
      </div>
    );
  }
  return (
    <Element aria-labelledby={as === 'section' ? id : undefined} css={stackStyle(gap, 'stretch', false)} {...rest}>
      {header}
      {children}
    </Element>
  );
}
