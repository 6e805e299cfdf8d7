import { LogoLockup, type LogoLockupProps } from '@casino/design-system';
import { palette } from './theme';

export type LogoProps = Pick<LogoLockupProps, 'brandName' | 'compact'>;

const mark = (
  <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
    <circle cx="16" cy="12" r="7" fill={palette.sun400} />
    <path d="M2 21c4-3 8-3 12 0s8 3 12 0 4-2 4-2v9H2z" fill={palette.lagoon400} />
    <path d="M2 25c4-3 8-3 12 0s8 3 12 0 4-2 4-2v6H2z" fill={palette.lagoon300} opacity=".7" />
  </svg>
);

/** Sun over the lagoon, and the brand name. */
export function CuracaoLogo({ brandName, compact = false }: LogoProps) {
  return <LogoLockup mark={mark} brandName={brandName} compact={compact} />;
}

export const CuracaoFaviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${palette.night900}"/><circle cx="16" cy="12" r="7" fill="${palette.sun400}"/><path d="M2 21c4-3 8-3 12 0s8 3 12 0 4-2 4-2v9H2z" fill="${palette.lagoon400}"/></svg>`;
