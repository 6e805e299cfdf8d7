import type { ThemeTokens } from '@casino/design-system';
import { localeDirection } from '@casino/i18n';
import { requestLanguage, settingsFor, type LoaderArgs } from '@casino/page/server';
import type { BrandConfig } from '@casino/site';
import { brandIconColours, brandIconPng } from './brandIcon.server';
import { buildWebManifest, MANIFEST_PATH, PWA_ICONS } from './webManifest';

export interface PwaBrand {
  brand: BrandConfig;
  theme: ThemeTokens;
}

/**
 * Resource route of every brand app (`/manifest.webmanifest` and `/pwa/:icon`): the manifest in the visitor's language
 * with the settings' brand name, and the icons rendered from the brand's palette. The app hands in its brand.
 */
export async function pwaLoader({ request, context }: LoaderArgs, { brand, theme }: PwaBrand): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === MANIFEST_PATH) {
    const settings = await settingsFor(context);
    const lng = requestLanguage(request, settings, brand.defaultLocale);
    const manifest = buildWebManifest({
      brand,
      theme,
      brandName: settings.brandName || brand.name,
      lng,
      dir: localeDirection(lng),
    });
    return new Response(JSON.stringify(manifest), {
      headers: {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': 'private, max-age=3600',
        Vary: 'Cookie',
      },
    });
  }
  const icon = PWA_ICONS.find((i) => i.src === pathname);
  if (!icon)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const cacheControl = 'public, max-age=86400';
  if (icon.type === 'image/svg+xml')
    return new Response(brand.faviconSvg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': cacheControl },
    });
  const png = brandIconPng(icon.size, brandIconColours(brand, theme), { maskable: icon.purpose === 'maskable' });
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.length), 'Cache-Control': cacheControl },
  });
}
