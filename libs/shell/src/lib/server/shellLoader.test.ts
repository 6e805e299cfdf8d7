import { defaultSettings, mergeSettings } from '@casino/api-contract';
import { describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '@casino/site';
import { knownTranslations } from '@casino/i18n';
import { isCrawler, loadShellData, localeCookie, setLocaleAction } from './shellLoader.server';

const brand: BrandConfig = {
  id: 'panel',
  name: 'Panel Casino',
  navigationSystem: 'panel',
  defaultLocale: 'en',
  themeColor: '#000000',
  faviconSvg: '<svg/>',
};

const settings = mergeSettings({ brandName: 'Panel Casino', navigationSystem: 'panel' });
// Port 9 (discard) is closed: translations come from the bundle, as when the backend is down.
const offline = { apiUrl: 'http://127.0.0.1:9', brandId: 'panel' };
const context = { settings, ...offline };

function cookieHeader(lng: string) {
  return `theme=x; ${localeCookie.serialize(lng).split(';')[0] ?? ''}`;
}

describe('root loader', () => {
  it('gives a first visit English, left to right, with the brand navigation', async () => {
    const data = await loadShellData({ request: new Request('http://casino.test/'), context }, brand);
    expect(data).toMatchObject({ lng: 'en', dir: 'ltr', brandName: 'Panel Casino', navigationSystem: 'panel' });
    // Not in the data (fetched beside the page): kept under the version the data names, for the render.
    expect(data).not.toHaveProperty('translations');
    expect(knownTranslations('en', data.translationsVersion)?.['notFound.goHome']).toBe('Go Home');
  });

  it('renders the language of the cookie, Arabic right to left', async () => {
    const request = new Request('http://casino.test/', { headers: { Cookie: cookieHeader('ar') } });
    const data = await loadShellData({ request, context }, brand);
    expect(data.lng).toBe('ar');
    expect(data.dir).toBe('rtl');
    expect(knownTranslations('ar', data.translationsVersion)?.['notFound.title']).toBe('الصفحة غير موجودة');
  });

  it('names the configured public origin, never the Host a request came with (a listed mirror names itself)', async () => {
    vi.stubEnv('CASINO_PUBLIC_ORIGIN', 'https://panel.example, https://panel-mirror.example');
    try {
      expect((await loadShellData({ request: new Request('http://evil.example/casino'), context }, brand)).origin).toBe(
        'https://panel.example',
      );
      expect(
        (await loadShellData({ request: new Request('https://panel-mirror.example/casino'), context }, brand)).origin,
      ).toBe('https://panel-mirror.example');
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await loadShellData({ request: new Request('http://casino.test/'), context }, brand)).origin).toBe(
      'http://casino.test',
    );
  });

  it('ignores a language it does not support', async () => {
    const request = new Request('http://casino.test/', { headers: { Cookie: 'lng=klingon' } });
    expect((await loadShellData({ request, context }, brand)).lng).toBe('en');
  });

  it('takes brand name, navigation, default language and debug keys from settings', async () => {
    const custom = mergeSettings(defaultSettings, {
      brandName: 'Renamed',
      navigationSystem: 'basic',
      defaultLocale: 'ar',
      debugShowTranslationKeys: true,
    });
    const data = await loadShellData(
      { request: new Request('http://casino.test/'), context: { settings: custom, ...offline } },
      brand,
    );
    expect(data).toMatchObject({
      brandName: 'Renamed',
      navigationSystem: 'basic',
      lng: 'ar',
      dir: 'rtl',
      showKeys: true,
    });
  });

  it('passes the response nonce on', async () => {
    const data = await loadShellData(
      { request: new Request('http://casino.test/'), context: { nonce: 'abc', settings, ...offline } },
      brand,
    );
    expect(data.nonce).toBe('abc');
  });
});

function post(fields: Record<string, string>) {
  return new Request('http://casino.test/set-locale', { method: 'POST', body: new URLSearchParams(fields) });
}

describe('set-locale action', () => {
  it('keeps the language for a year and goes back to the page', async () => {
    const response = (await setLocaleAction({
      request: post({ lng: 'ar', redirectTo: '/promotions?x=1' }),
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/promotions?x=1');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^lng=ar;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });

  it('refuses a language it does not support', async () => {
    const result = await setLocaleAction({ request: post({ lng: 'xx', redirectTo: '/' }) });
    expect((result as { init: ResponseInit }).init.status).toBe(400);
  });

  it('never redirects to another site: anything but a path of this site is a 400, never a 500', async () => {
    const attempts = [
      'https://evil.test/',
      '//evil.test/',
      '/\\evil.test',
      '/\t/evil.test',
      '/\n/evil.test',
      '/x\r\nSet-Cookie: a=b',
      '\t//evil.test',
    ];
    for (const redirectTo of attempts) {
      const result = await setLocaleAction({ request: post({ lng: 'en', redirectTo }) });
      expect(
        result instanceof Response ? result.status : (result as { init: ResponseInit }).init.status,
        JSON.stringify(redirectTo),
      ).toBe(400);
    }
    // Encoded forms stay paths of this site.
    const encoded = (await setLocaleAction({
      request: post({ lng: 'en', redirectTo: '/%2F%2Fevil.test' }),
    })) as Response;
    expect(encoded.headers.get('Location')).toBe('/%2F%2Fevil.test');
  });
});

describe('crawlers', () => {
  it('are recognised by "bot" in the user agent, and known crawlers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('SomeRandomBot/1.0')).toBe(true);
    expect(
      isCrawler('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36'),
    ).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });

  it('are flagged in the root data', async () => {
    const request = new Request('http://casino.test/', { headers: { 'User-Agent': 'Googlebot/2.1' } });
    expect((await loadShellData({ request, context }, brand)).isBot).toBe(true);
  });
});
