import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { media } from '../theme/tokens';
import { defineStyle } from '../theme/themed';

/** Styles that hide content visually and keep it for screen readers. */
export const visuallyHidden = defineStyle(css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`);

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Hidden on a phone only (below the shell's phone breakpoint), shown beside its icon on a wider screen. @default false */
  onPhones?: boolean;
}

/** Text for screen readers only; with `onPhones`, only where the screen is a phone's. */
export function VisuallyHidden({ onPhones = false, ...props }: VisuallyHiddenProps) {
  return <span css={onPhones ? visuallyHiddenOnPhones : visuallyHidden} {...props} />;
}

/** Visually hidden below the shell's phone breakpoint only (a logo's name when the header is tight). */
export const visuallyHiddenOnPhones = defineStyle(css`
  ${media.shellMobile} {
    ${visuallyHidden.styles}
  }
`);
