import { findContrastProblems } from '@casino/design-system';
import { renderWithTheme } from '@casino/design-system/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand, Logo, theme } from '../index';

describe('royale brand', () => {
  it('meets WCAG AA contrast for every text, control and focus colour pair', () => {
    expect(findContrastProblems(theme)).toEqual([]);
  });

  it('declares its own theme id and navigation system', () => {
    expect(brand.id).toBe('royale');
    expect(theme.id).toBe('royale');
    expect(brand.navigationSystem).toBe('basic');
  });

  it('shows the brand name beside a decorative mark', () => {
    renderWithTheme(<Logo brandName="Royale Casino" />, { theme });
    expect(screen.getByText('Royale Casino')).toBeVisible();
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
