import { css, type Theme } from '@emotion/react';
import { media, themed } from '@casino/design-system';

// Comments stay out of the CSS strings below: those strings ship to every page as they are.

/** How a link of the header's row looks; the More button wears the same. */
export const rowItemLook = themed(
  (t: Theme) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space.xs};
    min-height: 44px;
    padding-inline: ${t.space.xs};
    border-radius: ${t.radius.md};
    color: ${t.color.navText};
    font-size: ${t.typography.size.sm};
    font-weight: ${t.typography.weight.medium};
    white-space: nowrap;
    text-decoration: none;
    &:hover {
      color: ${t.color.headerText};
      background: color-mix(in srgb, ${t.color.headerText} 12%, transparent);
    }
  `,
);
// The hover tint is the bar's own text colour: readable on a dark bar over a light theme's surfaces (royale) too.

/** The current page, in the row or (through the More button) hidden in the menu. */
export const currentLook = themed(
  (t: Theme) => css`
    color: ${t.color.navActive};
    box-shadow: inset 0 -3px 0 ${t.color.navActive};
  `,
);

export const navStyles = themed(
  (t: Theme) => css`
    grid-area: nav;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: ${t.space.xs};
    ${media.shellMobile} {
      display: block;
    }
  `,
);

/**
 * The row. Padding (and as much negative margin) leaves room for the focus rings inside its clip.
 * Until measured it is as wide as the navigation and clips what does not fit under a fade at its end (over nothing when
 * everything fits); then as wide as the links it keeps, so the More button follows the last one. The links moved into
 * the menu stay laid out (measurable) but out of the flow, out of sight and out of reach.
 * On phones it is a strip that scrolls sideways, never measured, faded on each side with more to show (from the
 * server's guess, more at the end, until the strip is read; a mask only keeps the opacity of its colours: currentColor
 * is "opaque").
 */
export const rowStyles = themed(
  (t: Theme) => css`
    --end: right;
    --start: left;
    [dir='rtl'] & {
      --end: left;
      --start: right;
    }
    position: relative;
    flex: 1 1 auto;
    min-width: 0;
    list-style: none;
    margin: calc(-1 * ${t.space.sm});
    padding: ${t.space.sm};
    display: flex;
    gap: ${t.space.xs};
    overflow: hidden;
    mask-image: linear-gradient(to var(--end), currentColor calc(100% - 1.5rem), transparent);
    &[data-measured] {
      flex: 0 1 auto;
      mask-image: none;
    }
    & > li {
      flex: none;
    }
    & > li[data-overflow] {
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
      visibility: hidden;
      pointer-events: none;
    }
    a {
      ${rowItemLook(t)}
      &[aria-current='page'] {
        ${currentLook(t)}
      }
    }
    ${media.shellMobile} {
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scrollbar-width: none;
      &::-webkit-scrollbar {
        display: none;
      }
      &,
      &[data-measured] {
        mask-image: linear-gradient(
          to var(--end),
          transparent,
          currentColor var(--fade-start, 0px),
          currentColor calc(100% - var(--fade-end, 0px)),
          transparent
        );
      }
      &[data-fade-start] {
        --fade-start: 2rem;
      }
      &[data-fade-end] {
        --fade-end: 2rem;
      }
    }
  `,
);
