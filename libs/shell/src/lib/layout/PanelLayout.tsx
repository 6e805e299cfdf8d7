import { css } from '@emotion/react';
import { media, styleParts, themed, defineStyle, PathLink, isCurrentPath } from '@casino/design-system';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@casino/translate';
import { useLocation } from 'react-router';
import { Footer, headerActionsStyles, HomeLink, MainContent, SkipLink } from './common';
import { ShellIcon } from './icons';
import type { LayoutProps } from './types';

/** The header's actions at the bar's end, taking the room the logo leaves. */
const panelHeaderActions = styleParts(headerActionsStyles, defineStyle(css`
  flex: 1;
  margin-inline-start: auto;
`));

const DESKTOP_QUERY = media.desktopUp.replace('@media ', '');

// The drawer's focus trap loads when the drawer first opens: desktops and crawlers never download it.
const DrawerFocusTrap = lazy(() => import('./DrawerFocusTrap'));

const panelLayoutBox = themed((th) => css`
  display: grid;
  grid-template-columns: ${th.layout.sidebarWidth} minmax(0, 1fr);
  min-height: 100vh;
  ${media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`);
const panelLayoutAside = themed((th) => css`
  position: sticky;
  top: 0;
  align-self: start;
  height: 100vh;
  height: 100dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${th.color.navBackground};
  color: ${th.color.navText};
  border-inline-end: 1px solid ${th.color.border};
  padding: ${th.space.md};
  display: flex;
  flex-direction: column;
  gap: ${th.space.lg};
  z-index: ${th.zIndex.sidebar};
  &:focus {
    outline: none;
  }
  ${media.belowDesktop} {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    width: min(85vw, ${th.layout.sidebarWidth});
    transform: translateX(-105%);
    [dir='rtl'] & {
      transform: translateX(105%);
    }
    /* hidden drawers must not be reachable by Tab or a screen reader */
    visibility: hidden;
    transition:
      transform ${th.motion.modalClose}ms ${th.motion.easing},
      visibility 0s linear ${th.motion.modalClose}ms;
    box-shadow: ${th.shadow.lg};
    &[data-open] {
      transform: none;
      visibility: visible;
      transition: transform ${th.motion.modalClose}ms ${th.motion.easing};
    }
  }
`);
const panelLayoutBox2 = themed((th) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${th.space.sm};
`);
/** The drawer's two 44 px icon buttons (open in the header, close in the panel), shown below the desktop breakpoint. */
const drawerIconButton = themed((th) => css`
  display: inline-flex;
  ${media.desktopUp} {
    display: none;
  }
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${th.color.border};
  border-radius: ${th.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
`);
const panelLayoutList = themed((th) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${th.space.xxs};
  a {
    display: flex;
    align-items: center;
    gap: ${th.space.sm};
    min-height: 44px;
    padding-inline: ${th.space.sm};
    border-radius: ${th.radius.md};
    color: ${th.color.navText};
    text-decoration: none;
    font-weight: ${th.typography.weight.medium};
    &:hover {
      background: ${th.color.surfaceRaised};
      color: ${th.color.text};
    }
    &[aria-current='page'] {
      background: ${th.color.surfaceRaised};
      color: ${th.color.navActive};
      box-shadow: inset 3px 0 0 ${th.color.navActive};
    }
    [dir='rtl'] &[aria-current='page'] {
      box-shadow: inset -3px 0 0 ${th.color.navActive};
    }
  }
`);
const panelBackdropStyle = themed((th) => css`
  position: fixed;
  inset: 0;
  background: ${th.color.overlay};
  z-index: ${th.zIndex.sidebar - 1};
  ${media.desktopUp} {
    display: none;
  }
`);
const panelLayoutBox3 = defineStyle(css`
  display: flex;
  flex-direction: column;
  min-width: 0;
`);
const panelLayoutHeader = themed((th) => css`
  position: sticky;
  top: 0;
  z-index: ${th.zIndex.header};
  min-height: ${th.layout.headerHeight};
  display: flex;
  align-items: center;
  gap: ${th.space.sm};
  padding-inline: ${th.space.md};
  padding-block: ${th.space.xs};
  background: ${th.color.headerBackground};
  color: ${th.color.headerText};
  border-block-end: 1px solid ${th.color.border};
`);
const panelLayoutBox4 = defineStyle(css`
  ${media.desktopUp} {
    display: none;
  }
`);

/**
 * `panel` navigation: a side panel with the logo and the main navigation beside the content, as tall as the window
 * and sticky (its own scroll when the links are taller), however long the page.
 * Below 1024 px the panel becomes a drawer opened from the top bar's menu button. While open it holds the keyboard
 * focus (focus-trap, as the design system's Dialog); Escape, its close button, the backdrop or choosing a page
 * closes it, and focus goes back to the menu button.
 */
export function PanelLayout({ logo, brandName, navItems, headerActions, headerExtras, footerItems, overlays, children }: LayoutProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Focus goes back to the menu button (the focus trap does the same as it lets go, once it has loaded).
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    // Grown to a desktop window, the drawer is the side panel again: nothing left to hold open.
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    const onDesktop = () => {
      if (desktop?.matches) setOpen(false);
    };
    desktop?.addEventListener?.('change', onDesktop);
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop?.removeEventListener?.('change', onDesktop);
    };
  }, [open, close]);

  return (
    <div
      data-layout="panel"
      css={panelLayoutBox}
    >
      <SkipLink />
      {overlays}
      {/* As tall as the window and sticky, however long the page; its own scroll when the links are taller. */}
      <aside
        ref={asideRef}
        id={panelId}
        data-open={open || undefined}
        tabIndex={-1}
        css={panelLayoutAside}
      >
        <div
          css={panelLayoutBox2}
        >
          <HomeLink logo={logo} />
          {/* The menu button is under the open drawer: this one closes it from inside. */}
          <button
            type="button"
            aria-label={t('shell.menu.close')}
            onClick={close}
            data-testid="panel-drawer-close"
            css={drawerIconButton}
          >
            <ShellIcon name="close" />
          </button>
        </div>
        <nav aria-label={t('shell.nav.main')}>
          <ul
            css={panelLayoutList}
          >
            {navItems.map((item) => (
              <li key={item.key}>
                <PathLink href={item.to} appearance="subtle" current={isCurrentPath(location.pathname, item.to, { end: item.to === '/' })}>
                  {item.icon}
                  <span>{item.label}</span>
                </PathLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {opened && (
        <Suspense fallback={null}>
          <DrawerFocusTrap active={open} container={asideRef} returnTo={toggleRef} />
        </Suspense>
      )}
      {open && (
        <div
          aria-hidden="true"
          data-testid="panel-backdrop"
          onClick={() => setOpen(false)}
          css={panelBackdropStyle}
        />
      )}
      <div
        css={panelLayoutBox3}
      >
        <header
          css={panelLayoutHeader}
        >
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t('shell.menu.close') : t('shell.menu.open')}
            onClick={() => setOpen((value) => !value)}
            data-testid="panel-menu-toggle"
            css={drawerIconButton}
          >
            <ShellIcon name={open ? 'close' : 'menu'} />
          </button>
          <div
            css={panelLayoutBox4}
          >
            <HomeLink logo={logo} />
          </div>
          <div css={panelHeaderActions}>
            {headerExtras}
            {headerActions}
          </div>
        </header>
        <MainContent>{children}</MainContent>
        <Footer items={footerItems} brandName={brandName} />
      </div>
    </div>
  );
}
