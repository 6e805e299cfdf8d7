import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { styleParts, themed, type StyleParts, type ThemedStyle } from '../theme/themed';
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
  /** The brand's typographic accents on the name (letter spacing, capitals): a module-level style (`defineStyle`). */
  nameCss?: ThemedStyle | SerializedStyles;
}

const lockup = themed(
  (t) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space.sm};
    font-family: ${t.typography.headingFontFamily};
    font-weight: ${t.typography.weight.bold};
    font-size: ${t.typography.size.lg};
    color: ${t.color.headerText};
    white-space: nowrap;
  `,
);

/** The lockup's style with a brand's accents after it, one list per accent. */
const withAccents = new WeakMap<object, StyleParts>();
function lockupStyle(accent: ThemedStyle | SerializedStyles | undefined) {
  if (!accent) return lockup;
  let parts = withAccents.get(accent);
  if (!parts) {
    parts = styleParts(lockup, accent);
    withAccents.set(accent, parts);
  }
  return parts;
}

/** A brand logo: mark and name, sized for the header; on phones the mark alone so the header never overflows. */
export function LogoLockup({ mark, brandName, compact = false, nameCss }: LogoLockupProps) {
  return (
    <span css={lockupStyle(nameCss)}>
      {mark}
      <span css={compact ? visuallyHidden : visuallyHiddenOnPhones}>{brandName}</span>
    </span>
  );
}
