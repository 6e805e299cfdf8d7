import type { ThemeTokens } from '@casino/design-system';
import type { BrandConfig } from '@casino/site';
import { encodePng } from './encodePng.server';

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` of a palette value; the icon uses palette values only. */
export function parseHexColour(value: string): Rgb {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`brand icon: ${value} is not a hex colour`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export interface BrandIconColours {
  background: string;
  mark: string;
  band: string;
}

/** The icon's colours: the brand's browser colour behind its accent (a disc) and its primary colour (a band). */
export function brandIconColours(
  brand: Pick<BrandConfig, 'themeColor'>,
  theme: Pick<ThemeTokens, 'color'>,
): BrandIconColours {
  return { background: brand.themeColor, mark: theme.color.accent, band: theme.color.primary };
}

// Four samples per pixel soften the disc's edge.
const SAMPLES = [0.25, 0.75];

/**
 * A square RGBA icon: full-bleed background, a disc over a band. A maskable icon keeps the mark inside the central 80 %
 * (the safe zone every mask shape keeps).
 */
export function renderBrandIcon(size: number, colours: BrandIconColours, { maskable = false } = {}): Uint8Array {
  const bg = parseHexColour(colours.background);
  const mark = parseHexColour(colours.mark);
  const band = parseHexColour(colours.band);
  const scale = maskable ? 0.7 : 1;
  const centre = 0.5;
  const discY = 0.5 - 0.09 * scale;
  const radius = 0.26 * scale;
  const bandTop = 0.5 + 0.14 * scale;
  const bandBottom = 0.5 + 0.25 * scale;
  const bandHalf = 0.34 * scale;
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const sum: Rgb = [0, 0, 0];
      for (const sy of SAMPLES) {
        for (const sx of SAMPLES) {
          const u = (x + sx) / size;
          const v = (y + sy) / size;
          let c = bg;
          if (v >= bandTop && v <= bandBottom && Math.abs(u - centre) <= bandHalf) c = band;
          if ((u - centre) ** 2 + (v - discY) ** 2 <= radius ** 2) c = mark;
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
        }
      }
      const o = (y * size + x) * 4;
      const n = SAMPLES.length ** 2;
      pixels[o] = Math.round(sum[0] / n);
      pixels[o + 1] = Math.round(sum[1] / n);
      pixels[o + 2] = Math.round(sum[2] / n);
      pixels[o + 3] = 255;
    }
  }
  return pixels;
}

const cache = new Map<string, Buffer>();

/** The PNG of one icon, rendered once per brand, size and purpose and kept for the life of the process. */
export function brandIconPng(size: number, colours: BrandIconColours, { maskable = false } = {}): Buffer {
  const key = `${colours.background}|${colours.mark}|${colours.band}|${size}|${maskable}`;
  let png = cache.get(key);
  if (!png) {
    png = encodePng(size, size, renderBrandIcon(size, colours, { maskable }));
    cache.set(key, png);
  }
  return png;
}
