// Test-only entry (imported by this lib's tests alone): its parts rendered as the app renders them.
import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { I18nProvider } from '@casino/translate';
import type { ReactElement } from 'react';

const i18nByLanguage = new Map<string, ReturnType<typeof createI18n>>();

/** Renders with the theme, an in-memory router (the cards' links) and the bundled translations of `lng` (Arabic right to left). */
export function renderUi(ui: ReactElement, { lng = 'en' }: { lng?: string } = {}) {
  let i18n = i18nByLanguage.get(lng);
  if (!i18n) {
    i18n = createI18n({ lng, translations: bundledTranslations(lng) });
    i18nByLanguage.set(lng, i18n);
  }
  return renderWithTheme(<I18nProvider i18n={i18n}>{ui}</I18nProvider>, { dir: lng === 'ar' ? 'rtl' : 'ltr' });
}
