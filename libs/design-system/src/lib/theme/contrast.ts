import type { ThemeTokens } from './tokens';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Only #rrggbb colours can be checked, got "${hex}"`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2.x relative luminance contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = parseHex(hex);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [hi, lo] = [lum(foreground), lum(background)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour pairs players read, with the WCAG AA minimum each needs (4.5 text, 3 for focus rings). */
const pairs: Array<[keyof ThemeTokens['color'], keyof ThemeTokens['color'], number]> = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onSecondary', 'secondary', 4.5],
  ['onSuccess', 'success', 4.5],
  ['onWarning', 'warning', 4.5],
  ['onDanger', 'danger', 4.5],
  ['onInfo', 'info', 4.5],
  ['onAccent', 'accent', 4.5],
  ['headerText', 'headerBackground', 4.5],
  ['navText', 'navBackground', 4.5],
  ['navActive', 'navBackground', 3],
  ['footerText', 'footerBackground', 4.5],
  ['link', 'background', 4.5],
  ['focusRing', 'background', 3],
];

/** Lists every pair of a theme below its WCAG AA minimum; an empty list means the theme is readable. */
export function findContrastProblems(theme: ThemeTokens): string[] {
  return pairs
    .map(([fg, bg, min]) => ({ fg, bg, min, ratio: contrastRatio(theme.color[fg], theme.color[bg]) }))
    .filter(({ ratio, min }) => ratio < min)
    .map(({ fg, bg, min, ratio }) => `${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
}
