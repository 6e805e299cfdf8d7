import { findContrastProblems } from '@casino/design-system';
import { renderWithTheme } from '@casino/design-system/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand, Logo, theme } from '../index';

describe('panel brand', () => {
  it('meets WCAG AA contrast for every text, control and focus colour pair', () => {
    expect(findContrastProblems(theme)).toEqual([]);
  });

  it('declares its own theme id and navigation system', () => {
    expect(brand.id).toBe('panel');
    expect(theme.id).toBe('panel');
    expect(brand.navigationSystem).toBe('panel');
  });

  it('shows the brand name beside a decorative mark', () => {
    renderWithTheme(<Logo brandName="Panel Casino" />, { theme });
    expect(screen.getByText('Panel Casino')).toBeVisible();
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
