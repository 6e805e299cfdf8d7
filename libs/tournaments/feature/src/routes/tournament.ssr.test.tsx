import { endpoints, mergeSettings } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import type { PageData } from '@casino/page';
import { SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@casino/translate';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leaderboardRowsFixture, meRowFixture, tournamentFixture } from '../lib/fixtures';
import TournamentRoute, { loader } from './tournament';

let boardCalls = 0;
mockServer(
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
  mockEndpoint(endpoints.getLeaderboard, () => {
    boardCalls += 1;
    return {
      tournament: tournamentFixture({ id: 1, joined: true }),
      rows: leaderboardRowsFixture(20),
      me: meRowFixture(25),
    };
  }),
);

describe('the tournament page on the server', () => {
  it('renders the leaderboard its loader prefetched, with the player’s pinned row, into the HTML', async () => {
    const settings = mergeSettings({});
    const data = (await loader({
      request: new Request('http://casino.test/tournaments/1', { headers: { Cookie: 'accessToken=tok-1' } }),
      context: { settings, apiUrl: 'http://backend.test' },
      params: { tournamentId: '1' },
    } as never)) as PageData;
    expect(boardCalls).toBe(1);
    const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          element: <Outlet />,
          children: [{ id: 'tournament', path: '/tournaments/:tournamentId', element: <TournamentRoute /> }],
        },
      ],
      { initialEntries: ['/tournaments/1'], hydrationData: { loaderData: { root: { settings }, tournament: data } } },
    );
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={baseTheme} withGlobalStyles={false}>
          <SessionProvider initial={sessionFromDetails(userDetailsFixture())}>
            <RouterProvider router={router} />
          </SessionProvider>
        </ThemeProvider>
      </I18nProvider>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Weekly Race');
    expect(html.match(/data-testid="leaderboard-row"/g)).toHaveLength(20);
    const names = [...html.matchAll(/data-testid="leaderboard-player"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names.slice(0, 3)).toEqual(['LuckyLuke', 'SpinQueen', 'HighRoller']);
    expect(names).toHaveLength(21);
    expect(html).toMatch(/data-testid="leaderboard-me-row" data-position="25"/);
    expect(html).toContain('Ends in');
    // The countdown's numbers are in the HTML (counted from when the server read the board), not a placeholder.
    expect(html).toMatch(/\dd \d\d:\d\d:\d\d/);
    // nothing more was asked: the page rendered from the prefetched cache
    expect(boardCalls).toBe(1);
  });
});
