import { forwardRef, useEffect, type AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import type { ButtonSize } from '../button/Button.styles';
import { linkStyle, type LinkAppearance } from './Link';

/** The attribute that marks a `PathLink` for `ClientNavigation`. */
export const CLIENT_NAVIGATION_ATTRIBUTE = 'data-nav';

export interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, resolved already (`/casino/games/book-of-dev`, `/promotions?page=2`). */
  href: string;
  /** The page it leads to is the one shown: `aria-current="page"` (a navigation's current item). @default false */
  current?: boolean;
  /** How it looks: any `Link` appearance, or `none` for an anchor its container styles (a game tile's). @default 'inline' */
  appearance?: LinkAppearance | 'none';
  /** Only for button appearances. @default 'md' */
  size?: ButtonSize;
  /**
   * React Router discovers the route it leads to ahead of a click (`data-discover`): every change to the document makes
   * it look for such links and ask the server for the routes of paths it has not seen. `false` for a long list's links
   * to one route (a scrolled lobby's game tiles asked about 300 times in one scroll): the route is discovered when such
   * a link is followed instead, one request before the navigation's own. @default true
   */
  discover?: boolean;
}

/**
 * A link to a path of this site that is an anchor and nothing more: the page's `ClientNavigation` turns a plain click on
 * it into React Router's navigation (as `Link` does), and before the page hydrates it is an ordinary link. For the long
 * lists a page repeats (game tiles, the header's and footer's navigation): React Router's `Link` resolves its path,
 * reads the location and the navigator and sets up prefetching in every instance, about a hundred times a page on the
 * server and again while a phone hydrates. Routes it leads to are discovered as a `Link`'s are (`data-discover`).
 * Everything else (relative paths, state, replace) is `Link`'s.
 */
export const PathLink = forwardRef<HTMLAnchorElement, PathLinkProps>(function PathLink(
  { href, current = false, appearance = 'inline', size = 'md', discover = true, children, ...rest },
  ref,
) {
  const props = {
    ref,
    href,
    'aria-current': current ? ('page' as const) : undefined,
    'data-discover': discover ? 'true' : undefined,
    [CLIENT_NAVIGATION_ATTRIBUTE]: '',
    ...rest,
  };
  // Without a look of its own, no css prop at all (its container styles it): no work for the JSX runtime either.
  return appearance === 'none' ? (
    <a {...props}>{children}</a>
  ) : (
    <a css={linkStyle(appearance, size)} {...props}>
      {children}
    </a>
  );
});

/**
 * Whether `to` is the page at `pathname`, as React Router's `NavLink` decides it: the same path, or (without `end`) a
 * path below it; letter case and a trailing slash aside.
 */
export function isCurrentPath(pathname: string, to: string, { end = false }: { end?: boolean } = {}): boolean {
  const location = pathname.toLowerCase();
  const target = (to.split(/[?#]/)[0] ?? to).toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(slashAt) === '/');
}

/** A click React Router should handle: the main button, no modifier key, in this tab, not already handled. */
function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

/**
 * Turns a plain click on any `PathLink` of the document into React Router's navigation: one listener for the page
 * rather than one click handler per link. Rendered once, inside the router (the shell's frame). A link to the page
 * shown replaces its history entry, as `Link` does.
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[${CLIENT_NAVIGATION_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event, link)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      void navigate(to, {
        replace: to === `${window.location.pathname}${window.location.search}${window.location.hash}`,
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
