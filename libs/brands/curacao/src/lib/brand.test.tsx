import { findContrastProblems } from '@casino/design-system';
import { renderWithTheme } from '@casino/design-system/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand, Logo, theme } from '../index';

describe('curacao brand', () => {
  it('meets WCAG AA contrast for every text, control and focus colour pair', () => {
    expect(findContrastProblems(theme)).toEqual([]);
  });

  it('declares its own theme id and navigation system', () => {
    expect(brand.id).toBe('curacao');
    expect(theme.id).toBe('curacao');
    expect(brand.navigationSystem).toBe('basic');
  });

  it('shows the brand name beside a decorative mark', () => {
    renderWithTheme(<Logo brandName="Curaçao Casino" />, { theme });
    expect(screen.getByText('Curaçao Casino')).toBeVisible();
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
