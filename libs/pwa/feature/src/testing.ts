// Test-only entry: the web manifest test every brand app runs (one line in its `app/pwa.test.ts`).
import { mergeSettings } from '@casino/api-contract';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { manifestProblems } from './lib/manifestProblems';

/** The app's resource route (`app/pwa.ts`): /manifest.webmanifest and /pwa/<icon>. */
export type PwaRouteLoader = (args: LoaderFunctionArgs) => Response | Promise<Response>;

/** The brand app's manifest and icons: installable, in the visitor's language and direction, 404 for unknown icons. */
export function describeWebManifest(brandId: string, loader: PwaRouteLoader) {
  const settings = mergeSettings({ brandName: 'Brand Under Test' });
  const get = (path: string, cookie?: string) =>
    loader({
      request: new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
      context: { settings },
      params: {},
    } as never);

  describe(`${brandId}: the web app manifest`, () => {
    it('validates: installable, with real PNG icons of their stated sizes', async () => {
      const response = await get('/manifest.webmanifest');
      expect(response.headers.get('Content-Type')).toContain('application/manifest+json');
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        name: 'Brand Under Test',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: 'en',
        dir: 'ltr',
      });
      const problems = await manifestProblems(manifest, async (src) => {
        const icon = await get(src);
        return {
          status: icon.status,
          contentType: icon.headers.get('Content-Type'),
          bytes: new Uint8Array(await icon.arrayBuffer()),
        };
      });
      expect(problems).toEqual([]);
    });

    it('speaks the visitor language and direction', async () => {
      const manifest = (await (await get('/manifest.webmanifest', 'lng=ar')).json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl' });
    });

    it('answers 404 for an icon it does not have', async () => {
      expect((await get('/pwa/nope.png')).status).toBe(404);
    });
  });
}
