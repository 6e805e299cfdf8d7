import { css, type Theme } from '@emotion/react';
import { defineStyle, themed } from '../theme/themed';

export const rowStyles = themed(
  (t: Theme) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space.xs};
  `,
);

/** 44 px square: the whole of it is the (invisible) native input, so the touch target is big enough. */
export const targetStyles = defineStyle(css`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: 0 0 auto;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  margin-inline-start: -0.625rem;
`);

export const inputStyles = defineStyle(css`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`);

export const boxStyles = (t: Theme, invalid: boolean) => css`
  display: inline-grid;
  place-items: center;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border: 2px solid ${invalid ? t.color.danger : t.color.border};
  border-radius: ${t.radius.sm};
  background: ${t.color.surfaceRaised};
  color: ${t.color.onPrimary};
  pointer-events: none;
  transition:
    background ${t.motion.fast}ms ${t.motion.easing},
    border-color ${t.motion.fast}ms ${t.motion.easing};
  & svg {
    inline-size: 1rem;
    block-size: 1rem;
    opacity: 0;
  }
  input:checked + & {
    background: ${t.color.primary};
    border-color: ${t.color.primary};
  }
  input:checked + & svg {
    opacity: 1;
  }
  input:focus-visible + & {
    outline: 3px solid ${t.color.focusRing};
    outline-offset: 2px;
  }
  input:hover:not(:disabled):not(:checked) + & {
    border-color: ${t.color.textMuted};
  }
  input:disabled + & {
    opacity: 0.55;
  }
`;

export const labelStyles = (t: Theme, disabled: boolean) => css`
  /* Centres one line of text on the 44 px target; longer text wraps below it. */
  padding-block: calc((2.75rem - ${t.typography.lineHeight.normal}em) / 2);
  color: ${disabled ? t.color.textMuted : t.color.text};
  cursor: ${disabled ? 'not-allowed' : 'pointer'};
`;

export const messagesStyles = themed(
  (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space.xs};
    padding-inline-start: calc(2.75rem - 0.625rem + ${t.space.xs});
  `,
);
