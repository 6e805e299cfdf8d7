import { endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameFixture, renderLobby } from '../testing';
import { GameListRoutePage as GameListPage } from './GameListPage';

const asked: URLSearchParams[] = [];
mockServer(
  mockEndpoint(endpoints.getGames, ({ query }) => {
    asked.push(query);
    const page = Number(query.get('pageNo') ?? 1);
    return { count: 30, rows: Array.from({ length: page === 1 ? 24 : 6 }, (_, i) => gameFixture({ id: (page - 1) * 24 + i + 1 })) };
  }),
  mockEndpoint(endpoints.getProviders, [{ id: 1, slug: 'devplay', name: 'DevPlay', gameCount: 30, logoUrl: '/p.png' }]),
  mockEndpoint(endpoints.getFullCategoryList, { topCategoryList: [{ id: 1, slug: 'slots', name: 'Slots', gameCount: 20, order: 1 }, { id: 2, slug: 'table-games', name: 'Table Games', gameCount: 10, order: 2 }] }),
);

describe('GameListPage', () => {
  it('asks for the URL’s filters and sort, 24 games a page', async () => {
    asked.length = 0;
    renderLobby(<GameListPage />, { route: '/casino?provider=devplay&sort=rtp' });
    await screen.findByText('30 games');
    expect(asked[0]?.get('provider')).toBe('devplay');
    expect(asked[0]?.get('sort')).toBe('rtp');
    expect(asked[0]?.get('limit')).toBe('24');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rtp');
  });

  it('puts a changed filter in the URL (shareable, Back returns) and keeps the others', async () => {
    const { router } = renderLobby(<GameListPage />, { route: '/casino?sort=rtp' });
    await screen.findByText('30 games');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'devplay');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rtp&provider=devplay'));
    await waitFor(() => expect(asked.at(-1)?.get('provider')).toBe('devplay'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue(''));
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
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'devplay');
    expect(router.state.navigation.state).toBe('loading');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    slow = false;
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&provider=devplay'));
  });

  it('links the categories from get-full-category-list, slots to its own page', async () => {
    renderLobby(<GameListPage />, { route: '/casino' });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    await within(nav).findByRole('link', { name: 'Slots' });
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/casino/slots');
    expect(within(nav).getByRole('link', { name: 'Table Games' })).toHaveAttribute('href', '/casino?category=table-games');
  });

  it('Lucky Pick opens a game of the list', async () => {
    const { router } = renderLobby(<GameListPage />, { route: '/casino' });
    await screen.findByText('30 games');
    await userEvent.click(screen.getByRole('button', { name: 'Lucky Pick' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/casino\/games\/game-\d+$/));
  });

  it('offers "show only unplayed" to players only', async () => {
    renderLobby(<GameListPage />, { route: '/casino' });
    await screen.findByText('30 games');
    expect(screen.queryByRole('checkbox', { name: 'Show only unplayed' })).toBeNull();
  });
});
