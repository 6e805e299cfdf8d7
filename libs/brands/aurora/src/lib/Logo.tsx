import { LogoLockup, type LogoLockupProps } from '@casino/design-system';
import { palette } from './theme';

export type LogoProps = Pick<LogoLockupProps, 'brandName' | 'compact'>;

// The mark is drawn from the palette: a peak on the call-to-action colour, with an accent spark.
const mark = (
  <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
    <rect x="1" y="1" width="30" height="30" rx="9" fill={palette.brand400} />
    <path d="M8 23L16 7l8 16z" fill={palette.brand950} opacity=".9" />
    <circle cx="25" cy="7" r="4" fill={palette.accent400} stroke={palette.ground900} strokeWidth="1.5" />
  </svg>
);

/** The brand's mark and its name. */
export function AuroraLogo({ brandName, compact = false }: LogoProps) {
  return <LogoLockup mark={mark} brandName={brandName} compact={compact} />;
}

export const AuroraFaviconSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${palette.ground900}"/>` +
  `<rect x="3" y="3" width="26" height="26" rx="7" fill="${palette.brand400}"/><path d="M9 23L16 8l7 15z" fill="${palette.brand950}"/></svg>`;
