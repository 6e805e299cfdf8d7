// Test-only entry (`@casino/page-ui/testing`): render a page the way the app does, for every feature's tests, and the
// stand-in backend of page stories.
import { mergeSettings, type AppSettings, type UserDetails } from '@casino/api-contract';
import { baseTheme, ThemeProvider, ClientNavigation } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { createQueryClient } from '@casino/query';
import {
  SessionProvider,
  sessionFromDetails,
  signedOutState,
  useSessionScope,
  type SessionState,
} from '@casino/session';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@casino/translate';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

// Stories' stand-in backend (the account and lobby page stories answer their calls with it).
export {
  installStoryBackend,
  storyRefusal,
  StoryRefusal,
  useStoryBackend,
  type StoryAnswer,
  type StoryAnswers,
} from './lib/storyBackend';

function SessionScope() {
  useSessionScope();
  return null;
}

/**
 * Renders a page or a part of one as the app does: English (or `lng`), theme, a query cache, the session (`session` as
 * given, signed in with `user`, else a guest) and a data router whose root carries the settings. `routes` adds pages to
 * navigate to. Every feature's tests render through it (lobby, auth and rewards re-export it under their old names).
 */
export function renderPage(
  ui: ReactElement,
  {
    route = '/',
    settings = {},
    user,
    session,
    routes = [],
    lng = 'en',
    queryClient = createQueryClient(),
  }: {
    route?: string;
    settings?: Partial<AppSettings>;
    user?: UserDetails;
    session?: SessionState;
    routes?: RouteObject[];
    lng?: string;
    queryClient?: QueryClient;
  } = {},
) {
  const i18n = createI18n({ lng, translations: bundledTranslations(lng) });
  const rootData = { settings: mergeSettings(settings) };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => rootData,
        element: (
          <I18nProvider i18n={i18n}>
            <ThemeProvider theme={baseTheme} dir={lng === 'ar' ? 'rtl' : 'ltr'}>
              <QueryClientProvider client={queryClient}>
                <SessionProvider initial={session ?? (user ? sessionFromDetails(user) : signedOutState)}>
                  <SessionScope />
                  <ClientNavigation />
                  <Outlet />
                </SessionProvider>
              </QueryClientProvider>
            </ThemeProvider>
          </I18nProvider>
        ),
        children: [...routes, { path: '*', element: ui }],
      },
    ],
    { initialEntries: [route], hydrationData: { loaderData: { root: rootData } } },
  );
  return { router, queryClient, settings: rootData.settings, ...render(<RouterProvider router={router} />) };
}
