import { css, type Theme } from '@emotion/react';
import { themed } from '../theme/themed';

export const fieldStyles = themed(
  (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space.xs};
    min-inline-size: 0;
  `,
);

export const labelStyles = themed(
  (t: Theme) => css`
    display: flex;
    align-items: baseline;
    gap: ${t.space.xxs};
    color: ${t.color.text};
    font-size: ${t.typography.size.sm};
    font-weight: ${t.typography.weight.medium};
  `,
);

export const requiredMarkerStyles = themed(
  (t: Theme) => css`
    color: ${t.color.danger};
  `,
);

export const hintStyles = themed(
  (t: Theme) => css`
    margin: 0;
    color: ${t.color.textMuted};
    font-size: ${t.typography.size.sm};
  `,
);

export const errorStyles = themed(
  (t: Theme) => css`
    margin: 0;
    color: ${t.color.danger};
    font-size: ${t.typography.size.sm};
    font-weight: ${t.typography.weight.medium};
  `,
);

/**
 * The bordered box around a text-like control (input, select), with its adornments. A read-only box shows its value
 * without the look of a control to type in: no field background, a dashed border, no hover, the default cursor. It keeps
 * the focus ring: the value can be reached with Tab, selected and copied, and keyboard focus must show (browsers treat
 * a read-only text input as keyboard-focusable, so CSS cannot tell a click from a Tab there).
 */
export const controlBoxStyles = (t: Theme, invalid: boolean, disabled: boolean, readOnly = false) => css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${t.space.xs};
  /* 44 px: the minimum touch target on a phone. */
  min-block-size: 2.75rem;
  padding-inline: ${t.space.sm};
  background: ${t.color.surfaceRaised};
  color: ${t.color.text};
  border: 1px solid ${invalid ? t.color.danger : t.color.border};
  border-radius: ${t.radius.md};
  transition: border-color ${t.motion.fast}ms ${t.motion.easing};
  opacity: ${disabled ? 0.55 : 1};
  &:focus-within {
    outline: 3px solid ${t.color.focusRing};
    outline-offset: 2px;
  }
  &:hover:not(:focus-within) {
    border-color: ${invalid ? t.color.danger : t.color.textMuted};
  }
  ${
    readOnly &&
    css`
      background: transparent;
      border-style: dashed;
      &:hover:not(:focus-within) {
        border-color: ${invalid ? t.color.danger : t.color.border};
      }
      & input,
      & select {
        cursor: default;
      }
    `
  }
`;

/** Resets a native control so the box above draws it. */
export const bareControlStyles = themed(
  (t: Theme) => css`
    flex: 1 1 auto;
    min-inline-size: 0;
    align-self: stretch;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font-family: inherit;
    /* 1rem at least: iOS zooms into anything smaller. */
    font-size: ${t.typography.size.md};
    line-height: ${t.typography.lineHeight.normal};
    text-align: start;
    &:focus,
    &:focus-visible {
      outline: none;
    }
    &:disabled {
      cursor: not-allowed;
    }
    &::placeholder {
      color: ${t.color.textMuted};
      opacity: 1;
    }
  `,
);
