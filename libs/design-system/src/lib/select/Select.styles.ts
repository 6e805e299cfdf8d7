import { css, type Theme } from '@emotion/react';
import { themed } from '../theme/themed';

const selectLook = (t: Theme, readOnly = false) => css`
  appearance: none;
  cursor: ${readOnly ? 'default' : 'pointer'};
  /* Room for the chevron, on whichever side the line ends (none to make room for when read-only). */
  padding-inline-end: ${readOnly ? 0 : t.space.lg};
  & option {
    background: ${t.color.surfaceRaised};
    color: ${t.color.text};
  }
`;

/** A select's own look, read-only or not: module-level styles (parts lists take no lazily made variant). */
const selectLooks = {
  editable: themed((t: Theme) => selectLook(t, false)),
  readOnly: themed((t: Theme) => selectLook(t, true)),
};
export const selectStyle = (readOnly: boolean) => (readOnly ? selectLooks.readOnly : selectLooks.editable);

/**
 * A CSS chevron in the current text colour: no image, so brands recolour it for free. It sits at the line's end
 * (`inset-inline-end`: the right in LTR, the left in RTL) and points down in both directions, so its two borders
 * are physical ones: logical borders would turn it sideways in RTL.
 */
export const chevronStyles = themed(
  (t: Theme) => css`
    position: absolute;
    inset-inline-end: ${t.space.md};
    inset-block-start: 50%;
    inline-size: 0.5rem;
    block-size: 0.5rem;
    margin-block-start: -0.375rem;
    border-right: 2px solid ${t.color.textMuted};
    border-bottom: 2px solid ${t.color.textMuted};
    transform: rotate(45deg);
    pointer-events: none;
  `,
);
