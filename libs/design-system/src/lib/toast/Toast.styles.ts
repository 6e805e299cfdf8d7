import { css, keyframes, type Theme } from '@emotion/react';
import { media } from '../theme/tokens';
import { themed } from '../theme/themed';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

const enter = keyframes`from { opacity: 0; transform: translateY(0.5rem); }`;

export const viewportStyles = themed(
  (t: Theme) => css`
    position: fixed;
    z-index: ${t.zIndex.toast};
    inset-block-end: ${t.space.md};
    inset-inline-end: ${t.space.md};
    display: flex;
    flex-direction: column;
    inline-size: min(24rem, calc(100vw - 2 * ${t.space.md}));
    /* The empty stack must not swallow clicks meant for the page under it. */
    pointer-events: none;
    ${media.shellMobile} {
      inset-block-end: ${t.space.sm};
      inset-inline: ${t.space.sm};
      inline-size: auto;
    }
  `,
);

export const regionStyles = themed(
  (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space.sm};
    & + &:not(:empty) {
      margin-block-start: ${t.space.sm};
    }
  `,
);

const toneColor = (t: Theme, tone: ToastTone) => t.color[tone];

export const toastStyles = (t: Theme, tone: ToastTone) => css`
  display: flex;
  align-items: flex-start;
  gap: ${t.space.sm};
  padding-block: ${t.space.xs};
  padding-inline: ${t.space.md} ${t.space.xs};
  background: ${t.color.surfaceRaised};
  color: ${t.color.text};
  border: 1px solid ${t.color.border};
  /* The tone is also a coloured edge on the side the text starts. */
  border-inline-start: 4px solid ${toneColor(t, tone)};
  border-radius: ${t.radius.md};
  box-shadow: ${t.shadow.md};
  pointer-events: auto;
  animation: ${enter} ${t.motion.modalClose}ms ${t.motion.easing};
`;

export const contentStyles = themed(
  (t: Theme) => css`
    flex: 1 1 auto;
    min-inline-size: 0;
    padding-block: ${t.space.sm};
    overflow-wrap: anywhere;
  `,
);

export const titleStyles = themed(
  (t: Theme) => css`
    margin: 0;
    font-weight: ${t.typography.weight.bold};
  `,
);

export const messageStyles = themed(
  (t: Theme) => css`
    margin: ${t.space.xxs} 0 0;
    color: ${t.color.textMuted};
    font-size: ${t.typography.size.sm};
  `,
);

export const dismissStyles = themed(
  (t: Theme) => css`
    flex: 0 0 auto;
    display: inline-grid;
    place-items: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    padding: 0;
    border: 0;
    border-radius: ${t.radius.sm};
    background: transparent;
    color: ${t.color.textMuted};
    cursor: pointer;
    &:hover {
      color: ${t.color.text};
      background: ${t.color.surface};
    }
    & svg {
      inline-size: 1rem;
      block-size: 1rem;
    }
  `,
);
