import { css } from '@emotion/react';
import { NavLink } from '@casino/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@casino/translate';
import { useLocation } from 'react-router';
import { Footer, HomeLink, MainContent, SkipLink } from './common';
import { ShellIcon } from './icons';
import type { LayoutProps } from './types';

/**
 * `panel` navigation: a side panel with the logo and the main navigation beside the content.
 * Below 1024 px the panel becomes a drawer opened from the top bar's menu button; Escape,
 * the backdrop or choosing a page closes it.
 */
export function PanelLayout({ logo, brandName, navItems, headerActions, headerExtras, footerItems, children }: LayoutProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div
      data-layout="panel"
      css={(th) => css`
        display: grid;
        grid-template-columns: ${th.layout.sidebarWidth} minmax(0, 1fr);
        min-height: 100vh;
        @media (max-width: 1023.98px) {
          grid-template-columns: minmax(0, 1fr);
        }
      `}
    >
      <SkipLink />
      <aside
        id={panelId}
        data-open={open || undefined}
        css={(th) => css`
          position: sticky;
          top: 0;
          height: 100vh;
          overflow-y: auto;
          background: ${th.color.navBackground};
          color: ${th.color.navText};
          border-inline-end: 1px solid ${th.color.border};
          padding: ${th.space.md};
          display: flex;
          flex-direction: column;
          gap: ${th.space.lg};
          z-index: ${th.zIndex.sidebar};
          @media (max-width: 1023.98px) {
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
        `}
      >
        <HomeLink logo={logo} />
        <nav aria-label={t('shell.nav.main')}>
          <ul
            css={(th) => css`
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
            `}
          >
            {navItems.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {item.icon}
                  <span>{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {open && (
        <div
          aria-hidden="true"
          data-testid="panel-backdrop"
          onClick={() => setOpen(false)}
          css={(th) => css`
            position: fixed;
            inset: 0;
            background: ${th.color.overlay};
            z-index: ${th.zIndex.sidebar - 1};
            @media (min-width: 1024px) {
              display: none;
            }
          `}
        />
      )}
      <div
        css={css`
          display: flex;
          flex-direction: column;
          min-width: 0;
        `}
      >
        <header
          css={(th) => css`
            position: sticky;
            top: 0;
            z-index: ${th.zIndex.header};
            min-height: ${th.layout.headerHeight};
            display: flex;
            align-items: center;
            gap: ${th.space.sm};
            padding-inline: ${th.space.md};
            background: ${th.color.headerBackground};
            color: ${th.color.headerText};
            border-block-end: 1px solid ${th.color.border};
          `}
        >
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t('shell.menu.close') : t('shell.menu.open')}
            onClick={() => setOpen((value) => !value)}
            css={(th) => css`
              display: inline-flex;
              @media (min-width: 1024px) {
                display: none;
              }
              align-items: center;
              justify-content: center;
              width: 44px;
              height: 44px;
              border: 1px solid ${th.color.border};
              border-radius: ${th.radius.md};
              background: transparent;
              color: inherit;
              cursor: pointer;
            `}
          >
            <ShellIcon name={open ? 'close' : 'menu'} />
          </button>
          <div
            css={css`
              @media (min-width: 1024px) {
                display: none;
              }
            `}
          >
            <HomeLink logo={logo} />
          </div>
          <div
            css={(th) => css`
              margin-inline-start: auto;
              display: flex;
              align-items: center;
              gap: ${th.space.sm};
            `}
          >
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
