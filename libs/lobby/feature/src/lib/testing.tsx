import { mergeSettings, type AppSettings, type Game, type UserDetails } from '@casino/api-contract';
import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails, signedOutState, useSessionScope, type SessionState } from '@casino/session';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

function SessionScope() {
  useSessionScope();
  return null;
}

/** A game as the contract has it. */
export function gameFixture(overrides: Partial<Game> = {}): Game {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `game-${id}`,
    name: `Game ${id}`,
    provider: 'devplay',
    providerName: 'DevPlay',
    category: 'slots',
    thumbnailUrl: `/api/core/casino/assets/games/game-${id}.png`,
    rtp: 96.5,
    minBet: 0.1,
    maxBet: 100,
    maxMultiplier: 5000,
    bonusBuy: false,
    bonusCompatible: true,
    demoAvailable: true,
    tags: [],
    releaseDate: '2024-01-01',
    popularity: 100 - id,
    restrictedCountries: [],
    isFavorite: false,
    ...overrides,
  };
}

/**
 * Renders lobby UI as the app does: English (or `lng`), theme, a query cache, the session (`session` as given, signed in
 * with `user`, else a guest) and a data router whose root carries the settings. `routes` adds pages to navigate to.
 */
export function renderLobby(
  ui: ReactElement,
  {
    route = '/',
    settings = {},
    user,
    session,
    routes = [],
    lng = 'en',
    queryClient = createQueryClient(),
  }: { route?: string; settings?: Partial<AppSettings>; user?: UserDetails; session?: SessionState; routes?: RouteObject[]; lng?: string; queryClient?: QueryClient } = {},
) {
  const i18n = createI18n({ lng, translations: bundledTranslations(lng) });
  const rootData = { settings: mergeSettings(settings) };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => rootData,
        element: (
          <I18nextProvider i18n={i18n}>
            <ThemeProvider theme={baseTheme} dir={lng === 'ar' ? 'rtl' : 'ltr'}>
              <QueryClientProvider client={queryClient}>
                <SessionProvider initial={session ?? (user ? sessionFromDetails(user) : signedOutState)}>
                  <SessionScope />
                  <Outlet />
                </SessionProvider>
              </QueryClientProvider>
            </ThemeProvider>
          </I18nextProvider>
        ),
        children: [...routes, { path: '*', element: ui }],
      },
    ],
    { initialEntries: [route], hydrationData: { loaderData: { root: rootData } } },
  );
  return { router, queryClient, ...render(<RouterProvider router={router} />) };
}
