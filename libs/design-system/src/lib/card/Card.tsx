import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router';
import {
  bodyStyles,
  cardStyles,
  footerStyles,
  headerStyles,
  mediaStyles,
  targetStyles,
  titleStyles,
} from './Card.styles';
import { themedVariants } from '../theme/themed';

const cardStyle = themedVariants(cardStyles, [[false, true]]);
const headerStyle = themedVariants(headerStyles, [[false, true]]);

interface CardBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick'> {
  /**
   * The element: `article` for self-contained items (a promotion, a tournament), `section` for a part of a page.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'article';
  /** Heading of the card, already translated. */
  title?: ReactNode;
  /** @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Extra header content beside the title, e.g. a Badge. Not interactive in an interactive card. */
  header?: ReactNode;
  /** Image or video, shown at the top. Decorative images need `alt=""`. */
  media?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

interface StaticCard {
  to?: undefined;
  href?: undefined;
  onClick?: undefined;
}
/** In-app navigation: the title becomes a React Router link covering the card. */
interface LinkCard {
  title: ReactNode;
  to: To;
  href?: undefined;
  onClick?: undefined;
}
/** A link that leaves the app. */
interface ExternalLinkCard {
  title: ReactNode;
  href: string;
  to?: undefined;
  onClick?: undefined;
}
/** An action in place (open a game, a dialog): the title becomes a button covering the card. */
interface ButtonCard {
  title: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  to?: undefined;
  href?: undefined;
}

export type CardProps = CardBaseProps & (StaticCard | LinkCard | ExternalLinkCard | ButtonCard);

/**
 * A surface for grouped content. Given `to`, `href` or `onClick` it becomes interactive through its
 * title: one link or button, named by the title, whose hit area covers the card. Nothing else in an
 * interactive card may be focusable (no nested controls).
 */
export function Card({
  as: Element = 'div',
  title,
  titleAs: Heading = 'h3',
  header,
  media,
  footer,
  children,
  to,
  href,
  onClick,
  ...rest
}: CardProps) {
  const interactive = to !== undefined || href !== undefined || onClick !== undefined;
  let titleContent: ReactNode = title;
  if (to !== undefined) {
    titleContent = (
      <RouterLink to={to} css={targetStyles}>
        {title}
      </RouterLink>
    );
  } else if (href !== undefined) {
    titleContent = (
      <a href={href} css={targetStyles}>
        {title}
      </a>
    );
  } else if (onClick !== undefined) {
    titleContent = (
      <button type="button" css={targetStyles} onClick={onClick}>
        {title}
      </button>
    );
  }
  const hasHeader = Boolean(title) || Boolean(header);
  return (
    <Element css={cardStyle(interactive)} {...rest}>
      {hasHeader && (
        <div css={headerStyle(!children && !footer)}>
          {title && <Heading css={titleStyles}>{titleContent}</Heading>}
          {header}
        </div>
      )}
      {media && <div css={mediaStyles}>{media}</div>}
      {children && <div css={bodyStyles}>{children}</div>}
      {footer && <div css={footerStyles}>{footer}</div>}
    </Element>
  );
}
