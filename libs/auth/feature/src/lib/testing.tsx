import { mergeSettings, type AppSettings, type UserDetails } from '@casino/api-contract';
import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { createQueryClient } from '@casino/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, sessionFromDetails, signedOutState, useSessionScope, type SessionState } from '@casino/session';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

/** The page as the API client's scope (language, 403 handling), as the shell makes it. */
function SessionScope() {
  useSessionScope();
  return null;
}

/**
 * Renders account UI the way the app does: English translations, theme, the session (`session`, else signed in with
 * `user`, else a guest), and a data router under a root route carrying the settings.
 */
export function renderAuth(
  ui: ReactElement,
  {
    route = '/',
    settings = {},
    user,
    session,
    routes = [],
  }: { route?: string; settings?: Partial<AppSettings>; user?: UserDetails; session?: SessionState; routes?: RouteObject[] } = {},
) {
  const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
  const rootData = { settings: mergeSettings(settings) };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => rootData,
        element: (
          <I18nextProvider i18n={i18n}>
            <ThemeProvider theme={baseTheme} dir="ltr">
              <QueryClientProvider client={createQueryClient()}>
                <SessionProvider initial={session ?? (user ? sessionFromDetails(user) : signedOutState)}>
                  <SessionScope />
                  <Outlet />
                </SessionProvider>
              </QueryClientProvider>
            </ThemeProvider>
          </I18nextProvider>
        ),
        children: [{ path: '*', element: ui }, ...routes],
      },
    ],
    { initialEntries: [route], hydrationData: { loaderData: { root: rootData } } },
  );
  return { router, settings: rootData.settings, ...render(<RouterProvider router={router} />) };
}
