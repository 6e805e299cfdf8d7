import { PathLink, isCurrentPath } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { matchPath, useLocation } from 'react-router';
import { ShellIcon } from './icons';
import { moreButtonStyles, moreListStyles, moreStyles } from './MoreMenu.styles';
import type { NavItem } from './types';

export interface MoreMenuProps {
  /** The navigation items that do not fit in the row. None: the button is kept (invisible) so it can be measured. */
  items: readonly NavItem[];
  /**
   * Starts open (a story or a test of the open state).
   * @default false
   */
  defaultOpen?: boolean;
}

function links(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll('a')) : [];
}

/**
 * The header's "More" disclosure: a button (aria-expanded, aria-controls) and the list of links that did not fit.
 * Enter, Space or ArrowDown open it (ArrowDown also focuses the first link), the arrow keys move between the links,
 * Escape closes it and gives focus back to the button; a click outside, leaving it with Tab or a navigation closes it.
 * The ref goes to the wrapper, which is what the row measures.
 */
export const MoreMenu = forwardRef<HTMLDivElement, MoreMenuProps>(function MoreMenu(
  { items, defaultOpen = false },
  ref,
) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const idle = items.length === 0;
  // The current page may be one of the hidden links: the button then shows it the way the row shows the current page.
  const holdsCurrentPage = items.some(
    (item) => matchPath({ path: item.to.split('?')[0] ?? item.to, end: item.to === '/' }, location.pathname) !== null,
  );

  // Choosing a page (or any other navigation) closes the menu; the first run is the page it opened on.
  const openedOn = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    if (here !== openedOn.current) setOpen(false);
    openedOn.current = here;
  }, [location.pathname, location.search]);
  // Nothing left to show (the window grew): nothing open.
  useEffect(() => {
    if (idle) setOpen(false);
  }, [idle]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const focusLink = (index: number) => {
    const all = links(list.current);
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    // Shown at once, so its first link can take focus.
    flushSync(() => setOpen(true));
    focusLink(0);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links(list.current);
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  };

  return (
    <div
      ref={(node) => {
        wrapper.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      css={moreStyles}
      data-idle={idle || undefined}
      onBlur={(event) => {
        // Tab past the last link (or Shift+Tab before the button) closes it.
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={holdsCurrentPage || undefined}
        data-testid="nav-more-button"
        tabIndex={idle ? -1 : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        css={moreButtonStyles}
      >
        {t('shell.nav.more')}
        <ShellIcon name="chevronDown" size={16} />
      </button>
      {/* Links of a disclosure, not an ARIA menu: screen readers read them as the links they are. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys between the links */}
      <ul ref={list} id={listId} hidden={!open || idle} onKeyDown={onListKeyDown} css={moreListStyles}>
        {items.map((item) => (
          <li key={item.key}>
            <PathLink
              href={item.to}
              appearance="subtle"
              current={isCurrentPath(location.pathname, item.to, { end: item.to === '/' })}
              onClick={() => setOpen(false)}
            >
              {item.icon}
              <span>{item.label}</span>
            </PathLink>
          </li>
        ))}
      </ul>
    </div>
  );
});
