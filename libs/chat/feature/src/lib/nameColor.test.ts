import { baseTheme } from '@casino/design-system';
import { describe, expect, it } from 'vitest';
import { NAME_MIN_CONTRAST, readableNameColor } from './nameColor';

describe('a nickname colour on the chat panel', () => {
  const light = { background: '#ffffff', text: '#111111' };
  it('keeps the chosen token where it reads well, and falls back to the text colour where it would not (WCAG AA with a margin)', () => {
    const gold = { ...baseTheme, color: { ...baseTheme.color, warning: '#b8860b', danger: '#8b0000' } };
    expect(readableNameColor(gold, 'warning', light)).toBe(light.text);
    expect(readableNameColor(gold, 'danger', light)).toBe('#8b0000');
    expect(NAME_MIN_CONTRAST).toBeGreaterThanOrEqual(4.5);
  });
  it('leaves an unknown value as the text colour of the theme, and a colour it cannot measure as chosen', () => {
    expect(readableNameColor(baseTheme, 'url(javascript:x)', null)).toBe(baseTheme.color.text);
    expect(
      readableNameColor({ ...baseTheme, color: { ...baseTheme.color, info: 'rgb(1, 2, 3)' } }, 'info', light),
    ).toBe('rgb(1, 2, 3)');
  });
});
