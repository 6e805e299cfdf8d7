import { knownTranslations, rememberTranslations } from '@casino/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellClientLoader } from './shellClientLoader';

afterEach(() => vi.unstubAllGlobals());

describe('root client loader', () => {
  it('after a language change, resolves only once the new language’s translations are in the browser', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const data = { lng: 'ar', translationsVersion: 'after-change', brandName: 'X' };
    let done = false;
    const loading = shellClientLoader({ serverLoader: async () => data }).then((result) => {
      done = true;
      return result;
    });
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/locales/ar.json?v=after-change', expect.anything()),
    );
    expect(done).toBe(false);
    answer(new Response(JSON.stringify({ 'shell.header.login': 'دخول' })));
    expect(await loading).toBe(data);
    expect(knownTranslations('ar', 'after-change')).toEqual({ 'shell.header.login': 'دخول' });
  });

  it('fetches nothing when the translations are already here (a navigation in the same language)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    rememberTranslations('en', 'same', { a: 'b' });
    const data = { lng: 'en', translationsVersion: 'same' };
    expect(await shellClientLoader({ serverLoader: async () => data })).toBe(data);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
