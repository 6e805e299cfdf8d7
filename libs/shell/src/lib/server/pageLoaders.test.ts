import { mergeSettings } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { catchAllLoader, pageLoader } from './pageLoaders.server';

// The brand server hands every loader its settings (CASINO_SETTINGS_OVERRIDES already applied).
const context = { settings: mergeSettings({ pageUrls: { tournaments: '/races' } }) };

describe('page loaders with the brand server settings', () => {
  it('redirect the old URL of a moved page and render it at the new one', async () => {
    const response = (await pageLoader({ request: new Request('http://casino.test/tournaments?tab=live'), context })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/races?tab=live');
    expect(await catchAllLoader({ request: new Request('http://casino.test/races'), context })).toEqual({ page: 'tournaments' });
  });

  it('leave other pages alone and keep unknown paths a 404', async () => {
    expect(await pageLoader({ request: new Request('http://casino.test/promotions'), context })).toEqual({ page: null });
    const notFound = (await catchAllLoader({ request: new Request('http://casino.test/nowhere'), context })) as { init: ResponseInit | null };
    expect(notFound.init?.status).toBe(404);
  });

  it('move nothing before settings exist (react-router dev, first request)', async () => {
    expect(await pageLoader({ request: new Request('http://casino.test/tournaments') })).toEqual({ page: null });
  });
});
