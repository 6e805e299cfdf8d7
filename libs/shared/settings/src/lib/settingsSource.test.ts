import { defaultSettings, endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { createApiClient } from '@casino/api-client';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSettingsSource, loadSettingsWithin, parseSettingsOverrides } from './settingsSource';

const base = 'http://backend.test';
const server = mockServer();
afterEach(() => {
  vi.useRealTimers();
});

const api = createApiClient({ baseUrl: base, getLanguage: () => 'en', getToken: () => undefined, brandId: 'panel' });

describe('settings source', () => {
  it('merges backend settings over the defaults and local overrides over both', async () => {
    let brand: string | null = null;
    server.use(
      mockEndpoint(endpoints.getSettings, ({ request }) => {
        brand = request.headers.get('x-casino-brand');
        return HttpResponse.json({
          success: true,
          data: { brandName: 'Panel Casino', navigationSystem: 'panel', cookiesPopup: true },
        });
      }),
    );
    const source = createSettingsSource({ api, overrides: parseSettingsOverrides('{"cookiesPopup": false}') });
    const settings = await source.load();
    expect(brand).toBe('panel');
    expect(settings.brandName).toBe('Panel Casino');
    expect(settings.navigationSystem).toBe('panel');
    expect(settings.cookiesPopup).toBe(false);
    expect(settings.affiliateKeyQueryParameter).toBe(defaultSettings.affiliateKeyQueryParameter);
    expect(source.current()).toBe(settings);
  });

  it('keeps the last good settings when a background refresh fails', async () => {
    vi.useFakeTimers();
    server.use(
      mockEndpoint(endpoints.getSettings, () => HttpResponse.json({ success: true, data: { brandName: 'First' } })),
    );
    const log = vi.fn();
    const source = createSettingsSource({ api, refreshMs: 1_000, log });
    await source.load();
    server.use(
      mockEndpoint(endpoints.getSettings, () =>
        HttpResponse.json({ success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } }, { status: 500 }),
      ),
    );
    source.startRefresh();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(source.current().brandName).toBe('First');
    server.use(
      mockEndpoint(endpoints.getSettings, () => HttpResponse.json({ success: true, data: { brandName: 'Second' } })),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(source.current().brandName).toBe('Second'));
    source.stop();
  });

  it('refuses an answer that is not settings', async () => {
    server.use(
      mockEndpoint(endpoints.getSettings, () =>
        HttpResponse.json({ success: true, data: { navigationSystem: 'sideways' } }),
      ),
    );
    await expect(createSettingsSource({ api }).load()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('waits for a backend that is still starting, then gives up', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(endpoints.getSettings, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json({ success: true, data: { brandName: 'Up' } });
      }),
    );
    const noSleep = () => Promise.resolve();
    expect((await loadSettingsWithin(createSettingsSource({ api }), 10_000, noSleep)).brandName).toBe('Up');
    server.use(mockEndpoint(endpoints.getSettings, () => HttpResponse.error()));
    await expect(loadSettingsWithin(createSettingsSource({ api }), 0, noSleep)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });
});

describe('settings overrides', () => {
  it('accepts a JSON object of settings keys', () => {
    expect(parseSettingsOverrides('{"debugShowTranslationKeys": true}')).toEqual({ debugShowTranslationKeys: true });
    expect(parseSettingsOverrides(undefined)).toEqual({});
  });
  it('rejects malformed JSON and wrong types loudly', () => {
    expect(() => parseSettingsOverrides('{cookiesPopup: false')).toThrow(/not valid JSON/);
    expect(() => parseSettingsOverrides('{"cookiesPopup": "no"}')).toThrow(/cookiesPopup/);
  });
});
