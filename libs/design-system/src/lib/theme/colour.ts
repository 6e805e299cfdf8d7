/**
 * A palette colour made translucent: `withAlpha(palette.ink900, 0.6)` is the colour at 60% over whatever is behind it
 * (CSS `color-mix`), for overlays and shadows. Themes derive every such colour from their palette with it, so the
 * colour lint (`casino/no-colour-literals`) keeps literals inside palettes alone.
 */
export function withAlpha(colour: string, alpha: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, alpha)) * 1000) / 10;
  return `color-mix(in srgb, ${colour} ${percent}%, transparent)`;
}
