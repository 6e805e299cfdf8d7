import type { ThemeTokens } from '@casino/design-system';
import type { BrandConfig } from '@casino/site';

/** Where every brand serves its web app manifest. */
export const MANIFEST_PATH = '/manifest.webmanifest';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png' | 'image/svg+xml';
  purpose: 'any' | 'maskable';
}

/** The members of the W3C web app manifest this site fills. */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  icons: ManifestIcon[];
}

/** The icons every brand serves under `/pwa/` (rendered from its palette by the server, see `brandIconPng`). */
export const PWA_ICONS: readonly (ManifestIcon & { size: number })[] = [
  { src: '/pwa/icon-192.png', sizes: '192x192', size: 192, type: 'image/png', purpose: 'any' },
  { src: '/pwa/icon-512.png', sizes: '512x512', size: 512, type: 'image/png', purpose: 'any' },
  { src: '/pwa/icon-maskable-512.png', sizes: '512x512', size: 512, type: 'image/png', purpose: 'maskable' },
  { src: '/pwa/icon.svg', sizes: 'any', size: 0, type: 'image/svg+xml', purpose: 'any' },
];

/** Home screens show about 12 characters: a longer name keeps its first word ("Curaçao Casino" -> "Curaçao"). */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  return (trimmed.split(/\s+/)[0] ?? trimmed).slice(0, 12);
}

export interface ManifestInput {
  brand: Pick<BrandConfig, 'id' | 'themeColor'>;
  theme: Pick<ThemeTokens, 'color'>;
  /** The settings' `brandName`. */
  brandName: string;
  lng: string;
  dir: 'ltr' | 'rtl';
}

/**
 * A brand's manifest from its own data: the settings' name, the brand's browser colour (`themeColor`, the same as the
 * page's `theme-color`) and its theme's page background for the splash screen. No colour of its own.
 */
export function buildWebManifest({ brand, theme, brandName, lng, dir }: ManifestInput): WebAppManifest {
  return {
    id: '/',
    name: brandName,
    short_name: shortNameOf(brandName),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: theme.color.background,
    lang: lng,
    dir,
    icons: PWA_ICONS.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
  };
}
