import { css, type Theme } from '@emotion/react';
import { themed } from '../theme/themed';

export const cardStyles = (t: Theme, interactive: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  background: ${t.color.surface};
  color: ${t.color.text};
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.lg};
  box-shadow: ${t.shadow.sm};
  overflow: hidden;
  ${
    interactive &&
    css`
      transition:
        border-color ${t.motion.fast}ms ${t.motion.easing},
        transform ${t.motion.fast}ms ${t.motion.easing};
      &:hover {
        border-color: ${t.color.primary};
      }
      &:active {
        transform: scale(0.99);
      }
      /* The focus ring is drawn by the stretched target below, around the whole card. */
      overflow: visible;
    `
  }
`;

export const mediaStyles = themed(
  (t: Theme) => css`
    /* First on screen, after the title in the DOM: the heading is what a screen reader meets first. */
    order: -1;
    overflow: hidden;
    border-start-start-radius: ${t.radius.lg};
    border-start-end-radius: ${t.radius.lg};
    & img,
    & video {
      display: block;
      inline-size: 100%;
      block-size: auto;
      object-fit: cover;
    }
  `,
);

export const headerStyles = (t: Theme, last: boolean) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${t.space.sm};
  /* A badge beside a long title moves under it whole rather than being cut. */
  & > :not(h2, h3, h4) {
    flex-shrink: 0;
  }
  padding: ${t.space.md} ${t.space.md} ${last ? t.space.md : 0};
`;

export const titleStyles = themed(
  (t: Theme) => css`
    margin: 0;
    font-size: ${t.typography.size.lg};
    text-transform: ${t.typography.headingTransform};
    overflow-wrap: anywhere;
  `,
);

/**
 * The card's one link or button. Its ::after covers the whole card, so a tap anywhere on it
 * activates it, while only the title is its accessible name and only it is focusable.
 */
export const targetStyles = themed(
  (t: Theme) => css`
    display: inline;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    letter-spacing: inherit;
    text-align: start;
    text-decoration: none;
    text-transform: inherit;
    cursor: pointer;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 1;
      border-radius: ${t.radius.lg};
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${t.color.focusRing};
      outline-offset: 2px;
    }
  `,
);

export const bodyStyles = themed(
  (t: Theme) => css`
    flex: 1 1 auto;
    padding: ${t.space.sm} ${t.space.md} ${t.space.md};
    color: ${t.color.textMuted};
  `,
);

export const footerStyles = themed(
  (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space.sm};
    padding: ${t.space.sm} ${t.space.md};
    border-block-start: 1px solid ${t.color.border};
  `,
);
