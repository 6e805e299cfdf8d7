import { css } from '@emotion/react';
import { media, styleParts, themed, defineStyle } from '@casino/design-system';
import { headerActionsStyles } from './common';

// The panel layout's styles, in the order they were defined when the layout was one component: the parts share the
// drawer's icon button, and the brand's stylesheet keeps the order it had.

/** The header's actions at the bar's end, taking the room the logo leaves. */
export const panelHeaderActions = styleParts(
  headerActionsStyles,
  defineStyle(css`
    flex: 1;
    margin-inline-start: auto;
  `),
);

/** The side panel's column and the page's; one column below the desktop breakpoint. */
export const panelLayoutGrid = themed(
  (th) => css`
    display: grid;
    grid-template-columns: ${th.layout.sidebarWidth} minmax(0, 1fr);
    min-height: 100vh;
    ${media.belowDesktop} {
      grid-template-columns: minmax(0, 1fr);
    }
  `,
);
/** The side panel, a drawer below the desktop breakpoint (`data-open` shows it). */
export const drawerPanel = themed(
  (th) => css`
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
  `,
);
/** The drawer's two 44 px icon buttons (open in the header, close in the panel), shown below the desktop breakpoint. */
export const drawerIconButton = themed(
  (th) => css`
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
  `,
);
/** The main navigation's links, one a row, the current page marked on its inline start. */
export const panelNavList = themed(
  (th) => css`
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
  `,
);
/** Behind the open drawer, below the desktop breakpoint. */
export const drawerBackdrop = themed(
  (th) => css`
    position: fixed;
    inset: 0;
    background: ${th.color.overlay};
    z-index: ${th.zIndex.sidebar - 1};
    ${media.desktopUp} {
      display: none;
    }
  `,
);
/** The sticky top bar. */
export const topBar = themed(
  (th) => css`
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
  `,
);
/** The top bar's logo: below the desktop breakpoint only (the side panel has it on a desktop). */
export const topBarLogo = defineStyle(css`
  ${media.desktopUp} {
    display: none;
  }
`);
