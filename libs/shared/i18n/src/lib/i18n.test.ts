import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ar from '../locales/ar.json';
import { bundledTranslations } from './bundled.server';
import { createI18n } from './createI18n';
import { isSupportedLocale, localeDirection, localeNames, supportedLocales } from './locales';

describe('locales', () => {
  it('supports exactly the 35 locales of the spec, en first, each with a native name', () => {
    expect(supportedLocales).toHaveLength(35);
    expect(new Set(supportedLocales).size).toBe(35);
    for (const code of ['en', 'ru', 'ar', 'fr', 'de', 'es', 'it', 'pt', 'tr', 'ja', 'ko'])
      expect(isSupportedLocale(code)).toBe(true);
    for (const code of supportedLocales) expect(localeNames[code]).toBeTruthy();
    expect(isSupportedLocale('xx')).toBe(false);
  });

  it('writes Arabic right to left and English left to right', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('en')).toBe('ltr');
  });
});

describe('translations', () => {
  it('Arabic translates only keys English has (no orphan keys)', () => {
    // Arabic has more plural forms than English (zero, two, few, many): those count as the English key's.
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '_other');
    expect(Object.keys(ar).filter((key) => !(key in en) && !(base(key) in en))).toEqual([]);
  });

  it('fills keys Arabic lacks with English, and gives unknown locales English', () => {
    const merged = bundledTranslations('ar');
    expect(merged['notFound.goHome']).toBe(ar['notFound.goHome']);
    expect(merged['rakeback.claim.title']).toBe(en['rakeback.claim.title']);
    expect(bundledTranslations('xx')['notFound.goHome']).toBe('Go Home');
  });

  it('resolves flat dotted keys with interpolation', () => {
    const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
    expect(i18n.t('blocked.popup.title1')).toBe(en['blocked.popup.title1']);
    expect(i18n.t('shell.footer.copyright', { year: 2024, brand: 'Royale' })).toBe(
      '© 2024 Royale. All rights reserved.',
    );
  });

  it('shows keys instead of text when debugShowTranslationKeys is on', () => {
    const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en'), showKeys: true });
    expect(i18n.t('notFound.goHome')).toBe('notFound.goHome');
  });
});

describe('error fallback strings', () => {
  it('say the same as the English translations', async () => {
    const { errorFallbackTranslations } = await import('./fallback');
    for (const [key, value] of Object.entries(errorFallbackTranslations))
      expect(en[key as keyof typeof en], key).toBe(value);
  });
});

describe('i18n instances', () => {
  it('are created fresh in the browser, where a page keeps and changes its own', async () => {
    const { i18nFor } = await import('./createI18n');
    const translations = { 'notFound.title': 'Page not found' };
    expect(i18nFor({ lng: 'en', translations })).not.toBe(i18nFor({ lng: 'en', translations }));
  });
});
