import { css, type Theme } from '@emotion/react';
import { describe, expect, it, vi } from 'vitest';
import { baseTheme } from './baseTheme';
import { themed, themedVariants } from './themed';

const otherBrand: Theme = { ...baseTheme, id: 'other', color: { ...baseTheme.color, surface: '#ffffff' } };

describe('themed', () => {
  it('builds a style once per theme, however often a render asks, and again for another brand', () => {
    const factory = vi.fn(
      (t: Theme) => css`
        background: ${t.color.surface};
      `,
    );
    const card = themed(factory);
    const first = card(baseTheme);
    expect(card(baseTheme)).toBe(first);
    expect(card(baseTheme)).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(first.styles).toContain(baseTheme.color.surface);
    const other = card(otherBrand);
    expect(other.styles).toContain('#ffffff');
    expect(other.name).not.toBe(first.name);
    expect(factory).toHaveBeenCalledTimes(2);
  });
});

describe('themedVariants', () => {
  it('builds each combination of values once per theme, and tells combinations apart', () => {
    const factory = vi.fn(
      (t: Theme, size: 'sm' | 'lg', full: boolean) => css`
        padding: ${size === 'sm' ? t.space.sm : t.space.lg};
        width: ${full ? '100%' : 'auto'};
      `,
    );
    const button = themedVariants(factory);
    const small = button('sm', false)(baseTheme);
    expect(button('sm', false)(baseTheme)).toBe(small);
    expect(button('sm', false)).toBe(button('sm', false));
    const wide = button('sm', true)(baseTheme);
    expect(wide).not.toBe(small);
    expect(wide.styles).toContain('100%');
    expect(button('lg', false)(baseTheme).styles).toContain(baseTheme.space.lg);
    expect(factory).toHaveBeenCalledTimes(3);
  });
});
