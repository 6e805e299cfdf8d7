import { css, type Theme } from '@emotion/react';

export const selectStyles = (t: Theme) => css`
  appearance: none;
  cursor: pointer;
  /* Room for the chevron, on whichever side the line ends. */
  padding-inline-end: ${t.space.lg};
  & option {
    background: ${t.color.surfaceRaised};
    color: ${t.color.text};
  }
`;

/** A CSS chevron in the current text colour: no image, so brands recolour it for free. */
export const chevronStyles = (t: Theme) => css`
  position: absolute;
  inset-inline-end: ${t.space.md};
  inset-block-start: 50%;
  inline-size: 0.5rem;
  block-size: 0.5rem;
  margin-block-start: -0.375rem;
  border-inline-end: 2px solid ${t.color.textMuted};
  border-block-end: 2px solid ${t.color.textMuted};
  transform: rotate(45deg);
  pointer-events: none;
`;
