import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { GameListPage } from '../lib/lists/GameListPage';
import { gameFixture, renderLobby } from '../lib/testing';
import { baseTheme, ToastProvider } from '@casino/design-system';

const games = [gameFixture({ id: 1, name: 'Book of Dev' }), gameFixture({ id: 2, name: 'Neon Nights' })];
let favoriteCalls = 0;
const server = mockServer(
  mockEndpoint(endpoints.getGames, () => ({ count: 2, rows: games })),
  mockEndpoint(endpoints.getProviders, []),
  mockEndpoint(endpoints.getFullCategoryList, { topCategoryList: [] }),
  mockEndpoint(endpoints.getFavorites, []),
  mockEndpoint(endpoints.addFavorite, () => {
    favoriteCalls += 1;
    return null;
  }),
);

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

function renderList() {
  // A player's calls carry their token (the client refuses player calls without one).
  saveAccessToken('player-token');
  return renderLobby(
    <ToastProvider dismissLabel="Dismiss">
      <GameListPage />
    </ToastProvider>,
    { route: '/casino', user: userDetailsFixture() },
  );
}

describe('the favourite star on a game list', () => {
  it('turns at once and stays on when the server agrees', async () => {
    favoriteCalls = 0;
    renderList();
    const star = await screen.findByRole('button', { name: 'Favourite: Book of Dev' });
    await userEvent.click(star);
    // The star found once: a role query in the wait would name every button of the list at each try.
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(favoriteCalls).toBe(1));
    expect(screen.getByRole('button', { name: 'Favourite: Book of Dev' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns back with a message when the server refuses', async () => {
    server.use(mockEndpoint(endpoints.addFavorite, () => contractError(404, 'GAME_NOT_FOUND', 'gone')));
    renderList();
    const star = await screen.findByRole('button', { name: 'Favourite: Neon Nights' });
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Your favourites could not be updated. Please try again.')).toBeInTheDocument();
  });
});
