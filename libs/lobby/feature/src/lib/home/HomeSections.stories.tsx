import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeSections } from './HomeSections';
import type { HomeData } from './homeRows';

const art = (i: number) =>
  // eslint-disable-next-line casino/no-colour-literals -- stand-in game artwork (the image a provider supplies), not styling
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${(i * 47) % 360} 55% 35%)"/></svg>`)}`;
const games = (offset: number) =>
  Array.from({ length: 12 }, (_, i) => ({
    id: offset + i,
    slug: `game-${offset + i}`,
    name: `Game ${offset + i}`,
    providerName: 'DevPlay',
    thumbnailUrl: art(offset + i),
    isFavorite: false,
  }));
const winner = (id: number) => ({
  id,
  gameSlug: 'book-of-dev',
  gameName: 'Book of Dev',
  user: `Player${id}***`,
  time: new Date(Date.UTC(2026, 10, 23, 10, id)).toISOString(),
  bet: id,
  multiplier: 3.5,
  payout: id * 3.5,
  currencyCode: 'EUR',
});

const data: HomeData = {
  rows: [
    { key: 'popular', games: games(1) },
    { key: 'hot', games: games(20) },
    { key: 'new', games: games(40) },
    { key: 'megaways', games: games(60) },
    { key: 'collections', games: games(80) },
  ],
  providers: ['DevPlay', 'Reel Labs', 'Northern Spin', 'Pixel Dice'].map((name, i) => ({
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    gameCount: 100 + i,
  })),
  jackpots: [
    { id: 1, name: 'Mini', amount: 1250, currencyCode: 'EUR' },
    { id: 2, name: 'Major', amount: 25400, currencyCode: 'EUR' },
    { id: 3, name: 'Grand', amount: 1204500, currencyCode: 'EUR' },
  ],
  latestWinners: Array.from({ length: 6 }, (_, i) => winner(i + 1)),
  topWinners: Array.from({ length: 6 }, (_, i) => winner(20 - i)),
};

const meta = {
  title: 'Lobby/Home sections',
  component: HomeSections,
  parameters: { layout: 'padded' },
  args: { data, live: false },
} satisfies Meta<typeof HomeSections>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
