import { css } from '@emotion/react';
import { LogoLockup, type LogoLockupProps, defineStyle } from '@casino/design-system';
import { palette } from './theme';

export type LogoProps = Pick<LogoLockupProps, 'brandName' | 'compact'>;

const mark = (
  <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
    <path d="M4 24l2-14 6 6 4-9 4 9 6-6 2 14z" fill={palette.gilt400} />
    <rect x="4" y="25" width="24" height="3" fill={palette.gilt400} />
    <circle cx="16" cy="6" r="2" fill={palette.gilt300} />
  </svg>
);

const accent = defineStyle(css`
  text-transform: uppercase;
  letter-spacing: 0.14em;
`);

/** A gilt crown, and the brand name set in spaced capitals. */
export function RoyaleLogo({ brandName, compact = false }: LogoProps) {
  return <LogoLockup mark={mark} brandName={brandName} compact={compact} nameCss={accent} />;
}

export const RoyaleFaviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${palette.burgundy900}"/><path d="M5 23l2-12 5 5 4-8 4 8 5-5 2 12z" fill="${palette.gilt400}"/></svg>`;
