import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLobby } from '../testing';
import { addWinner, HomeSections } from './HomeSections';
import type { HomeData } from './homeRows';

const winner = (id: number) => ({
  id,
  gameSlug: 'book-of-dev',
  gameName: 'Book of Dev',
  user: `P${id}***`,
  time: '2026-11-23T10:00:00.000Z',
  bet: 1,
  multiplier: 2,
  payout: 2,
  currencyCode: 'EUR',
});
const data: HomeData = {
  rows: [
    {
      key: 'popular',
      games: [
        {
          id: 1,
          slug: 'book-of-dev',
          name: 'Book of Dev',
          providerName: 'DevPlay',
          thumbnailUrl: '/a.png',
          isFavorite: false,
        },
      ],
    },
    { key: 'hot', games: [] },
  ],
  providers: [{ slug: 'devplay', name: 'DevPlay', gameCount: 120 }],
  jackpots: [{ id: 1, name: 'Mega', amount: 125000, currencyCode: 'EUR' }],
  latestWinners: [winner(1)],
  topWinners: [winner(2)],
};

describe('HomeSections', () => {
  it('shows each row with games and its see-all link, skipping empty rows', async () => {
    renderLobby(<HomeSections data={data} live={false} />);
    const popular = await screen.findByRole('region', { name: 'Popular games' });
    expect(within(popular).getByRole('link', { name: 'See all: Popular games' })).toHaveAttribute(
      'href',
      '/casino/popular',
    );
    expect(within(popular).getByRole('link', { name: /Book of Dev/ })).toHaveAttribute(
      'href',
      '/casino/games/book-of-dev',
    );
    expect(screen.queryByRole('region', { name: 'Hot right now' })).toBeNull();
  });

  it('shows the providers, the jackpots, both winners tables and the win of the month of 700', async () => {
    renderLobby(<HomeSections data={data} live={false} />);
    expect(await screen.findByRole('link', { name: 'DevPlay' })).toHaveAttribute('href', '/providers?provider=devplay');
    expect(screen.getByText('€125,000')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Latest winners' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Top winners' })).toBeInTheDocument();
    expect(screen.getByTestId('win-of-the-month')).toHaveTextContent('€700');
  });

  it("draws every tile and provider once mounted when the first render drew a phone's share (drawnFirst)", async () => {
    const many: HomeData = {
      ...data,
      rows: [
        {
          key: 'popular',
          games: Array.from({ length: 12 }, (_, i) => ({
            id: i + 1,
            slug: `game-${i + 1}`,
            name: `Game ${i + 1}`,
            providerName: 'DevPlay',
            thumbnailUrl: '/a.png',
            isFavorite: false,
          })),
        },
      ],
      providers: Array.from({ length: 20 }, (_, i) => ({
        slug: `p${i + 1}`,
        name: `Provider ${i + 1}`,
        gameCount: 10,
      })),
      drawnFirst: { tiles: 4, providers: 8 },
    };
    renderLobby(<HomeSections data={many} live={false} />);
    const popular = await screen.findByRole('region', { name: 'Popular games' });
    await waitFor(() => expect(within(popular).getAllByRole('listitem')).toHaveLength(12));
    expect(within(screen.getByRole('region', { name: 'Providers' })).getAllByRole('listitem')).toHaveLength(20);
  });
});

describe('HomeSections route discovery', () => {
  const tiles = (prefix: string) =>
    Array.from({ length: 3 }, (_, i) => ({
      id: i + 1,
      slug: `${prefix}-${i + 1}`,
      name: `${prefix} ${i + 1}`,
      providerName: 'DevPlay',
      thumbnailUrl: '/a.png',
      isFavorite: false,
    }));

  it("marks one game tile's link for React Router's route discovery (the first row with games), not every tile's or provider's", async () => {
    const rows: HomeData = {
      ...data,
      rows: [
        { key: 'popular', games: [] },
        { key: 'hot', games: tiles('hot') },
        { key: 'new', games: tiles('new') },
      ],
      providers: [
        { slug: 'devplay', name: 'DevPlay', gameCount: 120 },
        { slug: 'elk', name: 'ELK', gameCount: 80 },
      ],
    };
    const { container } = renderLobby(<HomeSections data={rows} live={false} />);
    await screen.findByRole('region', { name: 'Hot right now' });
    const discovering = [...container.querySelectorAll('a[data-discover]')].map((a) => a.getAttribute('href'));
    expect(discovering.filter((href) => href?.startsWith('/casino/games/'))).toEqual(['/casino/games/hot-1']);
    // The providers' route is discovered by the section's "See all" link alone.
    expect(discovering.filter((href) => href?.startsWith('/providers'))).toEqual(['/providers']);
  });
});

describe('addWinner', () => {
  it('puts a new win on top, once, and keeps the list at its length', () => {
    const rows = Array.from({ length: 10 }, (_, i) => winner(i + 1));
    const next = addWinner(rows, winner(99));
    expect(next.map((r) => r.id).slice(0, 2)).toEqual([99, 1]);
    expect(next).toHaveLength(10);
    expect(addWinner(next, winner(99))).toHaveLength(10);
  });
});
