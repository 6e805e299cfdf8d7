import type { Decorator, Preview } from '@storybook/react-vite';
import { theme as curacaoTheme } from '@casino/brand-curacao';
import { theme as panelTheme } from '@casino/brand-panel';
import { theme as royaleTheme } from '@casino/brand-royale';
import { baseTheme, ThemeProvider, type ThemeTokens } from '@casino/design-system';
import { createI18n, localeDirection, type Translations } from '@casino/i18n';
import ar from '../libs/shared/i18n/src/locales/ar.json';
import en from '../libs/shared/i18n/src/locales/en.json';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

const themes: Record<string, ThemeTokens> = { curacao: curacaoTheme, panel: panelTheme, royale: royaleTheme, base: baseTheme };
const translations: Record<string, Translations> = { en, ar: { ...en, ...ar } };

/** Brand theme, locale, direction and a data router (links, fetchers and forms work) around every story. */
const withCasinoProviders: Decorator = (Story, context) => {
  const brand = (context.globals['brand'] as string) ?? 'curacao';
  const locale = (context.globals['locale'] as string) ?? 'en';
  const direction = (context.globals['direction'] as string) ?? 'auto';
  const dir = direction === 'auto' ? localeDirection(locale) : (direction as 'ltr' | 'rtl');
  const i18n = useMemo(() => createI18n({ lng: locale, translations: translations[locale] ?? en }), [locale]);
  useEffect(() => {
    document.documentElement.dir = dir;
    document.documentElement.lang = locale;
  }, [dir, locale]);
  const router = useMemo(
    () => createMemoryRouter([{ path: '*', element: <Story />, action: () => null }], { initialEntries: ['/'] }),
    // A new router per story keeps each story's URL state apart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [context.id],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={themes[brand] ?? curacaoTheme} dir={dir}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withCasinoProviders],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'curacao', title: 'Curaçao (basic)' },
          { value: 'panel', title: 'Panel (panel)' },
          { value: 'royale', title: 'Royale (basic)' },
          { value: 'base', title: 'Neutral base' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'From locale' },
          { value: 'ltr', title: 'LTR' },
          { value: 'rtl', title: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'curacao', direction: 'auto', locale: 'en' },
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
