// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { i18nFor } from './createI18n';

describe('i18n instances on the server', () => {
  it('are shared by every page rendered with the same translations, language and key mode', () => {
    const en = { 'notFound.title': 'Page not found' };
    const first = i18nFor({ lng: 'en', translations: en });
    expect(i18nFor({ lng: 'en', translations: en })).toBe(first);
    expect(first.t('notFound.title')).toBe('Page not found');
    // Another language's translations, or the debug key mode, get their own instance.
    const ar = { 'notFound.title': 'الصفحة غير موجودة' };
    expect(i18nFor({ lng: 'ar', translations: ar }).t('notFound.title')).toBe('الصفحة غير موجودة');
    const keys = i18nFor({ lng: 'en', translations: en, showKeys: true });
    expect(keys).not.toBe(first);
    expect(keys.t('notFound.title')).toBe('notFound.title');
  });
});
