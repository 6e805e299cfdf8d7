import { css, keyframes, type Theme } from '@emotion/react';
import { media } from '../theme/tokens';
import { themed } from '../theme/themed';

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = { sm: '24rem', md: '32rem', lg: '48rem' };

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(1rem) scale(0.98); }`;
const sinkOut = keyframes`to { opacity: 0; transform: translateY(1rem) scale(0.98); }`;
const sheetIn = keyframes`from { transform: translateY(100%); }`;
const sheetOut = keyframes`to { transform: translateY(100%); }`;

export const backdropStyles = (t: Theme, closing: boolean) => css`
  position: fixed;
  inset: 0;
  z-index: ${t.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${t.space.lg};
  background: ${t.color.overlay};
  overflow-y: auto;
  overscroll-behavior: contain;
  animation: ${closing ? fadeOut : fadeIn} ${t.motion.modalClose}ms ${t.motion.easing} both;
  /* While it fades out it no longer takes clicks: the page is the player's again. */
  pointer-events: ${closing ? 'none' : 'auto'};
  ${media.shellMobile} {
    padding: 0;
    place-items: stretch;
  }
`;

export const panelStyles = (t: Theme, size: DialogSize, closing: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: min(100%, ${widths[size]});
  max-block-size: calc(100dvh - 2 * ${t.space.lg});
  background: ${t.color.surface};
  color: ${t.color.text};
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.lg};
  box-shadow: ${t.shadow.lg};
  animation: ${closing ? sinkOut : riseIn} ${t.motion.modalClose}ms ${t.motion.easing} both;
  &:focus {
    outline: none;
  }
  /* Full-screen sheet on a phone. */
  ${media.shellMobile} {
    inline-size: 100%;
    block-size: 100vh;
    block-size: 100dvh;
    max-block-size: none;
    border: 0;
    border-radius: 0;
    animation-name: ${closing ? sheetOut : sheetIn};
  }
`;

export const headerStyles = themed(
  (t: Theme) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space.sm};
    padding-block: ${t.space.md} 0;
    padding-inline: ${t.space.lg} ${t.space.sm};
  `,
);

export const titleStyles = themed(
  (t: Theme) => css`
    flex: 1 1 auto;
    margin: 0;
    /* Vertically centred against the 44 px close button. */
    padding-block: calc((2.75rem - ${t.typography.lineHeight.tight}em) / 2);
    font-size: ${t.typography.size.lg};
    text-transform: ${t.typography.headingTransform};
    overflow-wrap: anywhere;
  `,
);

export const closeButtonStyles = themed(
  (t: Theme) => css`
    flex: 0 0 auto;
    display: inline-grid;
    place-items: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    padding: 0;
    border: 0;
    border-radius: ${t.radius.md};
    background: transparent;
    color: ${t.color.textMuted};
    cursor: pointer;
    transition: background ${t.motion.fast}ms ${t.motion.easing};
    &:hover {
      background: ${t.color.surfaceRaised};
      color: ${t.color.text};
    }
    & svg {
      inline-size: 1.25rem;
      block-size: 1.25rem;
    }
  `,
);

export const descriptionStyles = themed(
  (t: Theme) => css`
    margin: 0;
    padding-inline: ${t.space.lg};
    color: ${t.color.textMuted};
  `,
);

export const bodyStyles = themed(
  (t: Theme) => css`
    flex: 1 1 auto;
    padding: ${t.space.md} ${t.space.lg} ${t.space.lg};
    overflow-y: auto;
  `,
);

export const footerStyles = themed(
  (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${t.space.sm};
    padding: ${t.space.md} ${t.space.lg};
    border-block-start: 1px solid ${t.color.border};
  `,
);
