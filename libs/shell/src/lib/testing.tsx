import { mergeSettings, type AppSettings } from '@casino/api-contract';
import { baseTheme, ThemeProvider, type Direction, ClientNavigation } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '@casino/translate';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ROOT_ROUTE_ID } from './document/shellData';

/**
 * Renders shell UI the way an app does: translations, theme and a data router (for fetchers and actions) under a
 * root route whose data carries the settings (`settings` overrides some of them).
 */
export function renderShell(
  ui: ReactElement,
  {
    lng = 'en',
    dir = 'ltr',
    route = '/',
    routes = [],
    settings = {},
  }: { lng?: string; dir?: Direction; route?: string; routes?: RouteObject[]; settings?: Partial<AppSettings> } = {},
) {
  const i18n = createI18n({ lng, translations: bundledTranslations(lng) });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={baseTheme} dir={dir}>
        <ClientNavigation />
        {children}
      </ThemeProvider>
    </I18nProvider>
  );
  const rootData = { settings: mergeSettings(settings) };
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        loader: () => rootData,
        children: [
          { path: '*', element: <Wrapper>{ui}</Wrapper> },
          ...routes.map((r) => ({ ...r, element: r.element ? <Wrapper>{r.element}</Wrapper> : undefined })),
        ],
      },
    ],
    { initialEntries: [route], hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } } },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
