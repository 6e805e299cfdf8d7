import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentTranslationsReady,
  fetchTranslations,
  KEPT_TRANSLATIONS_MAX,
  knownTranslations,
  rememberTranslations,
  TRANSLATIONS_FETCH_ATTEMPTS,
  TRANSLATIONS_LINK_ATTRIBUTE,
  translationsPath,
} from './documentTranslations';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let unique = 0;
const version = () => `v${++unique}`;

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('translations kept by version', () => {
  it('are found under their language and version only', () => {
    const v = version();
    rememberTranslations('ar', v, { hello: 'مرحبا' });
    expect(knownTranslations('ar', v)).toEqual({ hello: 'مرحبا' });
    expect(knownTranslations('en', v)).toBeUndefined();
    expect(knownTranslations('ar', 'another')).toBeUndefined();
    expect(knownTranslations('ar', undefined)).toBeUndefined();
  });

  it('are bounded, the least recently used going first', () => {
    const first = version();
    const second = version();
    rememberTranslations('en', first, { a: '1' });
    rememberTranslations('en', second, { a: '2' });
    knownTranslations('en', first); // used again: the second is now the oldest
    for (let i = 0; i < KEPT_TRANSLATIONS_MAX - 1; i++) rememberTranslations('en', version(), {});
    expect(knownTranslations('en', first)).toEqual({ a: '1' });
    expect(knownTranslations('en', second)).toBeUndefined();
  });
});

describe('fetching a translations file', () => {
  it('asks the versioned URL once for every caller at the same time, and keeps the answer', async () => {
    const v = version();
    const fetchImpl = vi.fn(async () => json({ 'page.home.title': 'Home' }));
    const [a, b] = await Promise.all([fetchTranslations('en', v, fetchImpl), fetchTranslations('en', v, fetchImpl)]);
    expect(a).toEqual({ 'page.home.title': 'Home' });
    expect(b).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(`/locales/en.json?v=${v}`, { credentials: 'same-origin' });
    expect(knownTranslations('en', v)).toBe(a);
    await fetchTranslations('en', v, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed answer', async () => {
    vi.useFakeTimers();
    const v = version();
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(json({}, 503))
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(json({ ok: 'yes' }));
    const result = fetchTranslations('en', v, fetchImpl);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: 'yes' });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('fails after its attempts, for an error status or a body that is not a map of strings, and keeps nothing', async () => {
    vi.useFakeTimers();
    for (const answer of [() => json({}, 500), () => json({ key: 1 }), () => json(['a'])]) {
      const v = version();
      const fetchImpl = vi.fn(async () => answer());
      const result = fetchTranslations('en', v, fetchImpl);
      const settled = result.then(
        () => 'resolved',
        () => 'rejected',
      );
      await vi.runAllTimersAsync();
      expect(await settled).toBe('rejected');
      expect(fetchImpl).toHaveBeenCalledTimes(TRANSLATIONS_FETCH_ATTEMPTS);
      expect(knownTranslations('en', v)).toBeUndefined();
    }
  });
});

describe('before hydration', () => {
  it('the translations the head names are fetched', async () => {
    const v = version();
    document.head.innerHTML = `<link rel="preload" as="fetch" href="${translationsPath('ar', v)}" ${TRANSLATIONS_LINK_ATTRIBUTE}="ar@${v}">`;
    const fetchImpl = vi.fn(async () => json({ hello: 'مرحبا' }));
    await documentTranslationsReady(document, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(`/locales/ar.json?v=${v}`, expect.anything());
    expect(knownTranslations('ar', v)).toEqual({ hello: 'مرحبا' });
  });

  it('a document without the link (the root error page) goes on at once, and a file that cannot be had does not stop hydration', async () => {
    const fetchImpl = vi.fn(async () => json({}, 500));
    await documentTranslationsReady(document, fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();

    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = `<link ${TRANSLATIONS_LINK_ATTRIBUTE}="en@${version()}">`;
    const ready = documentTranslationsReady(document, fetchImpl);
    await vi.runAllTimersAsync();
    await expect(ready).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('The page translations could not be loaded', expect.any(Error));
    error.mockRestore();
  });
});
