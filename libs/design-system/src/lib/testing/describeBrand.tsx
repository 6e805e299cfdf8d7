import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { findContrastProblems } from '../theme/contrast';
import type { ThemeTokens } from '../theme/tokens';
import { renderWithTheme } from './renderWithTheme';

/** What a brand lib exports (`libs/brands/<brand>/src/index.ts`), as far as the shared brand test needs it. */
export interface BrandLibExports {
  brand: { id: string; name: string; navigationSystem: string; themeColor: string; faviconSvg: string };
  theme: ThemeTokens;
  Logo: ComponentType<{ brandName: string; compact?: boolean }>;
}

/**
 * The test every brand lib runs (one line in its `brand.test.tsx`): a readable palette, the ids and navigation system
 * it declares, and a logo that names the brand beside a decorative mark.
 */
export function describeBrand(
  { brand, theme, Logo }: BrandLibExports,
  expected: { id: string; navigationSystem: 'basic' | 'panel' },
) {
  describe(`${expected.id} brand`, () => {
    it('meets WCAG AA contrast for every text, control and focus colour pair', () => {
      expect(findContrastProblems(theme)).toEqual([]);
    });

    it('declares its own theme id and navigation system', () => {
      expect(brand.id).toBe(expected.id);
      expect(theme.id).toBe(expected.id);
      expect(brand.navigationSystem).toBe(expected.navigationSystem);
    });

    it('shows the brand name beside a decorative mark', () => {
      renderWithTheme(<Logo brandName="Brand Under Test" />, { theme });
      expect(screen.getByText('Brand Under Test')).toBeVisible();
      expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });

    it('keeps the name for screen readers in the compact logo', () => {
      renderWithTheme(<Logo brandName="Brand Under Test" compact />, { theme });
      expect(screen.getByText('Brand Under Test')).toBeInTheDocument();
    });

    it('has a browser colour and an SVG favicon', () => {
      expect(brand.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(brand.faviconSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    });
  });
}
