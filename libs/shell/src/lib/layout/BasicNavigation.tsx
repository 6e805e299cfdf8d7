import { PathLink, isCurrentPath } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { navStyles, rowStyles } from './BasicNavigation.styles';
import { MoreMenu } from './MoreMenu';
import type { NavItem } from './types';
import { SHELL_MOBILE_QUERY, useNavOverflow } from './useNavOverflow';
import { scrollIntoStrip, useScrollEdges } from './useScrollEdges';

/**
 * The basic layout's main navigation. The server renders every link in one row (crawlers and pages without
 * JavaScript keep them all). In the browser, on a tablet or desktop, the links that do not fit move into a "More"
 * menu at the row's end; on a phone the row is a strip that scrolls sideways, faded on the side(s) with more to see,
 * scrolled to show the current page.
 */
export function BasicNavigation({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const itemsKey = items.map((item) => `${item.key}:${item.label}`).join('|');
  const fit = useNavOverflow({ nav, list, more, itemCount: items.length, itemsKey });
  const edges = useScrollEdges(list, itemsKey);
  const { pathname } = useLocation();
  const visible = fit ?? items.length;

  // On a phone, the current page's link is scrolled into the strip (the page's own scroll is left alone). In the next
  // frame, where the browser lays the page out anyway: read now, among hydration's effects, the positions would force
  // a layout of the whole page there.
  useEffect(() => {
    const strip = list.current;
    if (!strip || !window.matchMedia?.(SHELL_MOBILE_QUERY).matches) return undefined;
    const frame = window.requestAnimationFrame(() => {
      const current = strip.querySelector<HTMLElement>('a[aria-current="page"]');
      if (current) scrollIntoStrip(strip, current);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, itemsKey]);

  return (
    <nav ref={nav} aria-label={t('shell.nav.main')} css={navStyles}>
      <ul
        ref={list}
        css={rowStyles}
        data-measured={fit === null ? undefined : true}
        data-fade-start={edges.start || undefined}
        data-fade-end={edges.end || undefined}
      >
        {items.map((item, index) => (
          <li key={item.key} data-overflow={index >= visible || undefined}>
            <PathLink
              href={item.to}
              appearance="subtle"
              current={isCurrentPath(pathname, item.to, { end: item.to === '/' })}
              tabIndex={index >= visible ? -1 : undefined}
            >
              {item.label}
            </PathLink>
          </li>
        ))}
      </ul>
      <MoreMenu ref={more} items={items.slice(visible)} />
    </nav>
  );
}
