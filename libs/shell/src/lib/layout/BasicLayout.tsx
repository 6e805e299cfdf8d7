import { css } from '@emotion/react';
import { media, NavLink } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { Footer, HomeLink, MainContent, SkipLink } from './common';
import type { LayoutProps } from './types';

/**
 * `basic` navigation: a top bar with the logo, the main navigation and the header actions.
 * Under 640 px the navigation moves to its own row that scrolls sideways: no menu button,
 * so it works before the page hydrates on a slow phone.
 */
export function BasicLayout({ logo, brandName, navItems, headerActions, headerExtras, footerItems, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div
      data-layout="basic"
      css={css`
        display: flex;
        flex-direction: column;
        min-height: 100vh;
      `}
    >
      <SkipLink />
      <header
        css={(th) => css`
          position: sticky;
          top: 0;
          z-index: ${th.zIndex.header};
          background: ${th.color.headerBackground};
          color: ${th.color.headerText};
          box-shadow: ${th.shadow.md};
        `}
      >
        <div
          css={(th) => css`
            max-width: ${th.layout.maxContentWidth};
            margin-inline: auto;
            padding-inline: ${th.space.md};
            min-height: ${th.layout.headerHeight};
            display: grid;
            grid-template-columns: auto 1fr auto;
            grid-template-areas: 'logo nav actions';
            align-items: center;
            gap: ${th.space.md};
            ${media.shellMobile} {
              /* the logo column may shrink: the header must never be wider than the phone */
              grid-template-columns: minmax(0, 1fr) auto;
              grid-template-areas:
                'logo actions'
                'nav nav';
              gap: ${th.space.xs} ${th.space.sm};
              padding-block-start: ${th.space.xs};
            }
          `}
        >
          <div css={{ gridArea: 'logo', minWidth: 0 }}>
            <HomeLink logo={logo} />
          </div>
          <nav aria-label={t('shell.nav.main')} css={{ gridArea: 'nav', minWidth: 0 }}>
            <ul
              css={(th) => css`
                list-style: none;
                margin: 0;
                padding: 0;
                display: flex;
                gap: ${th.space.xs};
                overflow-x: auto;
                scrollbar-width: none;
                /* a fade at the end says there is more to scroll to */
                mask-image: linear-gradient(to var(--nav-fade-end, right), #000 calc(100% - 1.5rem), transparent);
                [dir='rtl'] & {
                  --nav-fade-end: left;
                }
                a {
                  display: inline-flex;
                  align-items: center;
                  gap: ${th.space.xs};
                  min-height: 44px;
                  padding-inline: ${th.space.xs};
                  border-radius: ${th.radius.md};
                  color: ${th.color.navText};
                  font-size: ${th.typography.size.sm};
                  font-weight: ${th.typography.weight.medium};
                  white-space: nowrap;
                  text-decoration: none;
                  &:hover {
                    color: ${th.color.headerText};
                    background: ${th.color.surfaceRaised};
                  }
                  &[aria-current='page'] {
                    color: ${th.color.navActive};
                    box-shadow: inset 0 -3px 0 ${th.color.navActive};
                  }
                }
              `}
            >
              {navItems.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.to} end={item.to === '/'}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div
            css={(th) => css`
              grid-area: actions;
              display: flex;
              align-items: center;
              justify-content: flex-end;
              gap: ${th.space.sm};
            `}
          >
            {headerExtras}
            {headerActions}
          </div>
        </div>
      </header>
      <MainContent>{children}</MainContent>
      <Footer items={footerItems} brandName={brandName} />
    </div>
  );
}
