import { css } from '@emotion/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps as RouterLinkProps } from 'react-router';
import { buttonStyle, type ButtonSize, type ButtonVariant } from '../button/Button.styles';
import { defineStyle, themed } from '../theme/themed';

export type LinkAppearance = 'inline' | 'subtle' | ButtonVariant;

const inlineLink = themed(
  (t) => css`
    color: ${t.color.link};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  `,
);

const subtleLink = defineStyle(css`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`);

/** A link's look: a text link, a quiet one, or a button's parts (decision 0015). */
export const linkStyle = (appearance: LinkAppearance, size: ButtonSize) =>
  appearance === 'inline' ? inlineLink : appearance === 'subtle' ? subtleLink : buttonStyle(appearance, size, false);
interface CommonProps {
  /**
   * How it looks: an inline text link, a quiet link, or any Button variant.
   * @default 'inline'
   */
  appearance?: LinkAppearance;
  /** Only for button appearances. @default 'md' */
  size?: ButtonSize;
}

export type LinkProps = CommonProps & RouterLinkProps;

/** In-app navigation (client-side, React Router). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { appearance = 'inline', size = 'md', ...rest },
  ref,
) {
  return <RouterLink ref={ref} css={linkStyle(appearance, size)} {...rest} />;
});

export type NavLinkProps = CommonProps & Parameters<typeof RouterNavLink>[0];

/** Navigation link that marks the current page with `aria-current="page"`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { appearance = 'subtle', size = 'md', ...rest },
  ref,
) {
  return <RouterNavLink ref={ref} css={linkStyle(appearance, size)} {...rest} />;
});

export type ExternalLinkProps = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that leaves the app (or must reload the page). Opens in the same tab unless told otherwise. */
export const ExternalLink = forwardRef<HTMLAnchorElement, ExternalLinkProps>(function ExternalLink(
  { appearance = 'inline', size = 'md', rel, target, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      target={target}
      rel={target === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
      css={linkStyle(appearance, size)}
      {...rest}
    >
      {children}
    </a>
  );
});
