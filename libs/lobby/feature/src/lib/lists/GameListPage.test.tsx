import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameFixture, renderLobby } from '../testing';
import { GameListRoutePage as GameListPage } from './GameListPage';

const asked: URLSearchParams[] = [];
let gamesFailures = 0;
mockServer(
  mockEndpoint(endpoints.getGames, ({ query }) => {
    asked.push(query);
    if (gamesFailures > 0) {
      gamesFailures -= 1;
      // A refusal the client does not retry on its own (a 5xx would be retried with backoff first).
      return contractError(422, 'INVALID_STATE', 'down');
    }
    const page = Number(query.get('pageNo') ?? 1);
    return {
      count: 30,
      rows: Array.from({ length: page === 1 ? 24 : 6 }, (_, i) => gameFixture({ id: (page - 1) * 24 + i + 1 })),
    };
  }),
  mockEndpoint(endpoints.getProviders, [{ id: 1, slug: 'devplay', name: 'DevPlay', gameCount: 30, logoUrl: '/p.png' }]),
  mockEndpoint(endpoints.getFullCategoryList, {
    topCategoryList: [
      { id: 1, slug: 'slots', name: 'Slots', gameCount: 20, order: 1 },
      { id: 2, slug: 'table-games', name: 'Table Games', gameCount: 10, order: 2 },
    ],
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

describe('GameListPage', () => {
  it('asks for the URL’s filters and sort, 24 games a page', async () => {
    asked.length = 0;
    renderLobby(<GameListPage />, { route: '/casino?provider=devplay&sort=rtp' });
    await screen.findByText('30 games');
    expect(asked[0]?.get('provider')).toBe('devplay');
    expect(asked[0]?.get('sort')).toBe('rtp');
    expect(asked[0]?.get('limit')).toBe('24');
    // The filters by their labels: a role query names every button and link of the 24 games' cards.
    expect(screen.getByLabelText('Sort by')).toHaveValue('rtp');
  });

  it('says the games could not be loaded and lists them after Try again, with one request per press', async () => {
    gamesFailures = 1;
    renderLobby(<GameListPage />, { route: '/casino' });
    // An alert (the page's toast region is one too, empty).
    const failure = await screen.findByTestId('load-failure');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(failure).toHaveTextContent('The games could not be loaded.');
    const before = asked.length;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await screen.findByText('30 games');
    expect(asked.length).toBe(before + 1);
    expect(screen.queryByTestId('load-failure')).toBeNull();
  });

  it('puts a changed filter in the URL (shareable, Back returns) and keeps the others', async () => {
    const { router } = renderLobby(<GameListPage />, { route: '/casino?sort=rtp' });
    await screen.findByText('30 games');
    const provider = screen.getByLabelText('Provider');
    await userEvent.selectOptions(provider, 'devplay');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rtp&provider=devplay'));
    await waitFor(() => expect(asked.at(-1)?.get('provider')).toBe('devplay'));
    await router.navigate(-1);
    // The same field, still on the page, back to no provider.
    await waitFor(() => expect(provider).toHaveValue(''));
    expect(provider).toBeInTheDocument();
  });

  it('a second filter chosen while the first is still loading keeps both (neither change is lost)', async () => {
    // The page's data loads slowly: the first change is still on its way when the second is made.
    let release: () => void = () => undefined;
    let slow = false;
    // The explicit /casino route (with its slow loader) is matched before the catch-all one.
    const { router } = renderLobby(<GameListPage />, {
      route: '/casino?sort=rtp',
      routes: [
        {
          path: '/casino',
          element: <GameListPage />,
          loader: () => (slow ? new Promise<null>((resolve) => (release = () => resolve(null))) : null),
        },
      ],
    });
    await screen.findByText('30 games');
    slow = true;
    const provider = screen.getByLabelText('Provider');
    const sort = screen.getByLabelText('Sort by');
    await userEvent.selectOptions(provider, 'devplay');
    expect(router.state.navigation.state).toBe('loading');
    await userEvent.selectOptions(sort, 'name');
    slow = false;
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&provider=devplay'));
  });

  it('links the categories from get-full-category-list, slots to its own page', async () => {
    renderLobby(<GameListPage />, { route: '/casino' });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(await within(nav).findByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/casino/slots');
    expect(within(nav).getByRole('link', { name: 'Table Games' })).toHaveAttribute(
      'href',
      '/casino?category=table-games',
    );
  });

  it('Lucky Pick opens a game of the list', async () => {
    const { router } = renderLobby(<GameListPage />, { route: '/casino' });
    await screen.findByText('30 games');
    // The button by its text, then its role and name: a role query names every button of the 24 games' cards.
    const luckyPick = screen.getByText('Lucky Pick');
    expect(luckyPick).toHaveRole('button');
    expect(luckyPick).toHaveAccessibleName('Lucky Pick');
    await userEvent.click(luckyPick);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/casino\/games\/game-\d+$/));
  });

  it('offers "show only unplayed" to players only', async () => {
    renderLobby(<GameListPage />, { route: '/casino' });
    await screen.findByText('30 games');
    expect(screen.queryByRole('checkbox', { name: 'Show only unplayed' })).toBeNull();
  });
});
