import { mergeSettings } from '@casino/api-contract';
import { knownTranslations } from '@casino/i18n';
import type { BrandConfig } from '@casino/site';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadShellData, localeCookie } from './shellLoader.server';
import { translationsFileLoader } from './translationsFile.server';

const brand: BrandConfig = {
  id: 'curacao',
  name: 'Curaçao',
  navigationSystem: 'basic',
  defaultLocale: 'en',
  themeColor: '#000000',
  faviconSvg: '<svg/>',
};
// Port 9 (discard) is closed: translations come from the bundle, as when the backend is down.
const context = { settings: mergeSettings({}), apiUrl: 'http://127.0.0.1:9', brandId: 'curacao' };

const file = (name: string, query = '') =>
  translationsFileLoader({
    request: new Request(`http://casino.test/locales/${name}${query}`),
    context,
    params: { file: name },
  });

describe('translations file', () => {
  it('is the language the page was rendered with, kept for a year under the version its root data names', async () => {
    const request = new Request('http://casino.test/', {
      headers: { Cookie: localeCookie.serialize('ar').split(';')[0] ?? '' },
    });
    const { lng, translationsVersion } = await loadShellData({ request, context }, brand);
    const response = await file(`${lng}.json`, `?v=${translationsVersion}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = (await response.json()) as Record<string, string>;
    expect(body).toEqual(knownTranslations('ar', translationsVersion));
    expect(body['notFound.title']).toBe('الصفحة غير موجودة');
  });

  it('sends the current version compressed once, in Brotli or gzip as the browser accepts, decoding to the same texts', async () => {
    const { translationsVersion } = await loadShellData(
      { request: new Request('http://casino.test/'), context },
      brand,
    );
    const asked = (encoding?: string) =>
      translationsFileLoader({
        request: new Request(`http://casino.test/locales/en.json?v=${translationsVersion}`, {
          headers: encoding ? { 'Accept-Encoding': encoding } : {},
        }),
        context,
        params: { file: 'en.json' },
      });
    const expected = knownTranslations('en', translationsVersion);
    const br = await asked('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(expected);
    const gz = await asked('gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(expected);
    const plain = await asked();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(expected);
  });

  it('answers another version (an older page, another process) with today’s texts, not to be kept', async () => {
    const response = await file('en.json', '?v=old');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(((await response.json()) as Record<string, string>)['notFound.goHome']).toBe('Go Home');
  });

  it('is a 404 for a language the casino does not offer or a name that is not a language file', async () => {
    for (const name of ['xx.json', 'en.js', 'en', '..%2Fsecrets.json', 'en.json.map']) {
      const response = await file(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('Cache-Control'), name).toBe('no-store');
    }
  });
});
