import { css, type Theme } from '@emotion/react';
import { media, defineStyle, themed } from '@casino/design-system';
import { currentLook, rowItemLook } from './BasicNavigation.styles';

// Comments stay out of the CSS strings below: those strings ship to every page as they are.

/** With nothing to hold (`data-idle`) it stays in the page, invisible and out of the flow, so it can be measured. */
export const moreStyles = defineStyle(css`
  position: relative;
  flex: none;
  &[data-idle] {
    position: absolute;
    visibility: hidden;
    pointer-events: none;
  }
  ${media.shellMobile} {
    display: none;
  }
`);

export const moreButtonStyles = themed(
  (t: Theme) => css`
    ${rowItemLook(t)}
    border: 0;
    background: transparent;
    font-family: inherit;
    line-height: inherit;
    cursor: pointer;
    &[data-current] {
      ${currentLook(t)}
    }
    &[aria-expanded='true'] svg {
      transform: rotate(180deg);
    }
  `,
);

/**
 * The menu hangs from the button's inline end (its right edge in LTR, its left edge in RTL), as wide as its longest
 * link. The current page is in the text colour (the contrast checked against the surfaces), marked by a bar on the
 * line's start side and the weight.
 */
export const moreListStyles = themed(
  (t: Theme) => css`
    position: absolute;
    inset-block-start: calc(100% + ${t.space.xs});
    inset-inline-end: 0;
    z-index: 1;
    inline-size: max-content;
    min-inline-size: 12rem;
    max-inline-size: calc(100vw - 2 * ${t.space.md});
    margin: 0;
    padding: ${t.space.xs};
    list-style: none;
    display: grid;
    gap: ${t.space.xxs};
    background: ${t.color.surface};
    color: ${t.color.text};
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.md};
    box-shadow: ${t.shadow.lg};
    &[hidden] {
      display: none;
    }
    a {
      display: flex;
      align-items: center;
      gap: ${t.space.sm};
      min-height: 44px;
      padding-inline: ${t.space.sm};
      border-inline-start: 3px solid transparent;
      border-radius: ${t.radius.sm};
      color: ${t.color.text};
      font-weight: ${t.typography.weight.medium};
      text-decoration: none;
      &:hover {
        background: ${t.color.surfaceRaised};
      }
      &[aria-current='page'] {
        font-weight: ${t.typography.weight.bold};
        background: ${t.color.surfaceRaised};
        border-inline-start-color: ${t.color.navActive};
      }
    }
  `,
);
