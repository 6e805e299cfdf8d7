import { css, type Interpolation, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { visuallyHidden, visuallyHiddenOnPhones } from '../visually-hidden/VisuallyHidden';

export interface LogoLockupProps {
  /** The brand's mark (decorative: give the svg `aria-hidden`). */
  mark: ReactNode;
  /** Brand name as settings give it: the lockup's text and accessible name. */
  brandName: string;
  /**
   * Mark only; the name stays for screen readers. On phones the name is hidden this way anyway.
   * @default false
   */
  compact?: boolean;
  /** The brand's typographic accents on the name (letter spacing, capitals). */
  nameCss?: Interpolation<Theme>;
}

/** A brand logo: mark and name, sized for the header; on phones the mark alone so the header never overflows. */
export function LogoLockup({ mark, brandName, compact = false, nameCss }: LogoLockupProps) {
  return (
    <span
      css={(t) => [
        css`
          display: inline-flex;
          align-items: center;
          gap: ${t.space.sm};
          font-family: ${t.typography.headingFontFamily};
          font-weight: ${t.typography.weight.bold};
          font-size: ${t.typography.size.lg};
          color: ${t.color.headerText};
          white-space: nowrap;
        `,
        nameCss,
      ]}
    >
      {mark}
      <span css={compact ? visuallyHidden : visuallyHiddenOnPhones}>{brandName}</span>
    </span>
  );
}
