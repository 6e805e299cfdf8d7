import type { Decorator, Preview } from '@storybook/react-vite';
import { baseTheme, ClientNavigation, ThemeProvider, type ThemeTokens } from '@casino/design-system';
import { createI18n, localeDirection, type Translations } from '@casino/i18n';
import ar from '../libs/shared/i18n/src/locales/ar.json';
import en from '../libs/shared/i18n/src/locales/en.json';
import { useEffect, useMemo } from 'react';
import { I18nProvider } from '@casino/translate';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { brandLibs, defaultBrandId } from './brands';

// Every brand lib's theme (found by `./brands`), and the neutral base.
const themes: Record<string, ThemeTokens> = {
  ...Object.fromEntries(Object.entries(brandLibs).map(([id, lib]) => [id, lib.theme])),
  base: baseTheme,
};
const translations: Record<string, Translations> = { en, ar: { ...en, ...ar } };

/**
 * `parameters.route` of a page story: the page's route id (what `usePageKey` reads), the URL the story opens at, and
 * the root route's data (`{ settings }`, what `useAppSettings` reads), as the app's router has them.
 */
interface StoryRoute {
  id?: string;
  url?: string;
  rootData?: unknown;
}

/** Brand theme, locale, direction and a data router (links, fetchers and forms work) around every story. */
// Named like a component: Storybook renders decorators as part of the story, so hooks are fine here.
const WithCasinoProviders: Decorator = (Story, context) => {
  const brand = (context.globals['brand'] as string) ?? defaultBrandId;
  const locale = (context.globals['locale'] as string) ?? 'en';
  const direction = (context.globals['direction'] as string) ?? 'auto';
  const dir = direction === 'auto' ? localeDirection(locale) : (direction as 'ltr' | 'rtl');
  const i18n = useMemo(() => createI18n({ lng: locale, translations: translations[locale] ?? en }), [locale]);
  useEffect(() => {
    document.documentElement.dir = dir;
    document.documentElement.lang = locale;
  }, [dir, locale]);
  const route = (context.parameters['route'] ?? {}) as StoryRoute;
  const router = useMemo(
    () => {
      // PathLinks (tiles, navigation lists) navigate inside the story's router, as in the app.
      const page = {
        id: route.id,
        path: '*',
        element: (
          <>
            <ClientNavigation />
            <Story />
          </>
        ),
        action: () => null,
      };
      if (route.rootData === undefined) return createMemoryRouter([page], { initialEntries: [route.url ?? '/'] });
      // As the app: the root route's data (the brand settings) above the page, already loaded.
      return createMemoryRouter([{ id: 'root', loader: () => route.rootData, children: [page] }], {
        initialEntries: [route.url ?? '/'],
        hydrationData: { loaderData: { root: route.rootData } },
      });
    },
    // A new router per story keeps each story's URL state apart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [context.id],
  );
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={themes[brand] ?? baseTheme} dir={dir}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [WithCasinoProviders],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          ...Object.values(brandLibs).map(({ brand }) => ({
            value: brand.id,
            title: `${brand.name} (${brand.navigationSystem})`,
          })),
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
  initialGlobals: { brand: defaultBrandId, direction: 'auto', locale: 'en' },
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
