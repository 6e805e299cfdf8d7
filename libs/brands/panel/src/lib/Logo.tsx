import { css } from '@emotion/react';
import { LogoLockup, type LogoLockupProps, defineStyle } from '@casino/design-system';
import { palette } from './theme';

export type LogoProps = Pick<LogoLockupProps, 'brandName' | 'compact'>;

const mark = (
  <svg aria-hidden="true" viewBox="0 0 32 32" width="30" height="30">
    <path d="M16 2l12 9-12 19L4 11z" fill={palette.emerald400} />
    <path d="M16 2l12 9H4z" fill={palette.emerald300} />
    <path d="M16 11l-5 0 5 19 5-19z" fill={palette.violet400} opacity=".85" />
  </svg>
);

const accent = defineStyle(css`
  letter-spacing: -0.02em;
`);

/** A faceted gem, and the brand name. */
export function PanelLogo({ brandName, compact = false }: LogoProps) {
  return <LogoLockup mark={mark} brandName={brandName} compact={compact} nameCss={accent} />;
}

export const PanelFaviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${palette.plum950}"/><path d="M16 4l10 8-10 16L6 12z" fill="${palette.emerald400}"/></svg>`;
