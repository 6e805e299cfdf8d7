import { css } from '@emotion/react';
import { media, styleParts, themed, defineStyle } from '@casino/design-system';
import { BasicNavigation } from './BasicNavigation';
import { Footer, headerActionsStyles, HomeLink, MainContent, SkipLink } from './common';
import type { LayoutProps } from './types';

const basicLayoutBox = defineStyle(css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`);
const basicLayoutHeader = themed(
  (th) => css`
    position: sticky;
    top: 0;
    z-index: ${th.zIndex.header};
    background: ${th.color.headerBackground};
    color: ${th.color.headerText};
    box-shadow: ${th.shadow.md};
  `,
);
const basicLayoutBox2 = themed(
  (th) => css`
    max-width: ${th.layout.maxContentWidth};
    margin-inline: auto;
    padding-inline: ${th.space.md};
    min-height: ${th.layout.headerHeight};
    display: grid;
    /* Phones and tablets: the navigation has a row of its own (a signed-in player's header actions alone
     fill a tablet's width). The logo keeps its mark (the name is hidden on phones); the actions take the
     rest and grow compact on phones: the header is never wider than the screen, and nothing is squeezed. */
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'logo actions'
      'nav nav';
    align-items: center;
    gap: ${th.space.xs} ${th.space.sm};
    padding-block-start: ${th.space.xs};
    ${media.desktopUp} {
      grid-template-columns: auto minmax(0, 1fr) auto;
      grid-template-areas: 'logo nav actions';
      gap: ${th.space.md};
      padding-block-start: 0;
    }
  `,
);

const actionsArea = styleParts(
  headerActionsStyles,
  defineStyle(css`
    grid-area: actions;
  `),
);

/**
 * `basic` navigation: a top bar with the logo, the main navigation and the header actions.
 * The links that do not fit the bar move into a "More" menu once the page hydrates (see `BasicNavigation`).
 * Below 1024 px the navigation has a row of its own; under 640 px that row is a strip that scrolls sideways: no menu
 * button, so it works before the page hydrates on a slow phone.
 */
export function BasicLayout({
  logo,
  brandName,
  navItems,
  headerActions,
  headerExtras,
  footerItems,
  overlays,
  children,
}: LayoutProps) {
  return (
    <div data-layout="basic" css={basicLayoutBox}>
      <SkipLink />
      {overlays}
      <header css={basicLayoutHeader}>
        <div css={basicLayoutBox2}>
          {/* The one child placed by the grid itself: the first free cell, which is the "logo" area in both layouts. */}
          <div>
            <HomeLink logo={logo} />
          </div>
          <BasicNavigation items={navItems} />
          <div css={actionsArea}>
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
