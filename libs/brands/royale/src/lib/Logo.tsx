import { visuallyHidden, visuallyHiddenOnPhones } from '@casino/design-system';
import { css } from '@emotion/react';

export interface LogoProps {
  /** Brand name as settings give it. */
  brandName: string;
  /** Mark only, name for screen readers. @default false */
  compact?: boolean;
}

/** A gilt crown, and the brand name set in small capitals. */
export function RoyaleLogo({ brandName, compact = false }: LogoProps) {
  return (
    <span
      css={(t) => css`
        display: inline-flex;
        align-items: center;
        gap: ${t.space.sm};
        font-family: ${t.typography.headingFontFamily};
        font-weight: ${t.typography.weight.bold};
        font-size: ${t.typography.size.lg};
        color: ${t.color.headerText};
        text-transform: uppercase;
        letter-spacing: 0.14em;
        white-space: nowrap;
      `}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
        <path d="M4 24l2-14 6 6 4-9 4 9 6-6 2 14z" fill="#d4a017" />
        <rect x="4" y="25" width="24" height="3" fill="#d4a017" />
        <circle cx="16" cy="6" r="2" fill="#f2c14e" />
      </svg>
      <span css={compact ? visuallyHidden : visuallyHiddenOnPhones}>
        {brandName}
      </span>
    </span>
  );
}



export const RoyaleFaviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3f0818"/><path d="M5 23l2-12 5 5 4-8 4 8 5-5 2 12z" fill="#d4a017"/></svg>';
