import { describe, expect, it } from 'vitest';
import { baseTheme } from './baseTheme';
import { contrastRatio, findContrastProblems } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio (black on white is 21, a colour on itself is 1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });

  it('finds a pair that is too faint', () => {
    const faint = { ...baseTheme, color: { ...baseTheme.color, textMuted: '#2a3038' } };
    expect(findContrastProblems(faint)).toEqual([
      expect.stringContaining('textMuted on background'),
      expect.stringContaining('textMuted on surface'),
    ]);
  });

  it('the base theme is readable', () => {
    expect(findContrastProblems(baseTheme)).toEqual([]);
  });
});
