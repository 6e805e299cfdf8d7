import type { TileGame } from './GameTile';
import type { WinnerRowView } from './WinnersTable';

const names = [
  'Book of Dev',
  'Starlight Reels',
  'Pharaoh Megaways',
  'Lucky Sevens',
  'Dragon Hoard',
  'Neon Nights',
  'Golden Grove',
  'Crystal Cascade',
];

/** Stand-in artwork of the `i`-th story game: a plain tile of its own hue, as a `data:` image (no request). */
export function storyArt(i: number): string {
  // eslint-disable-next-line casino/no-colour-literals -- stand-in game artwork (the image a provider supplies), not styling
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${(i * 47) % 360} 55% 35%)"/></svg>`)}`;
}

/** Games for stories: stand-in artwork (`storyArt`), or a broken one to show the fallback. */
export function storyGames(count: number, { brokenEvery = 0 }: { brokenEvery?: number } = {}): TileGame[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    slug: `game-${i + 1}`,
    name: `${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ''}`,
    providerName: ['DevPlay', 'Reel Labs', 'Northern Spin'][i % 3] ?? 'DevPlay',
    thumbnailUrl: brokenEvery && i % brokenEvery === 0 ? '/missing.png' : storyArt(i),
    isFavorite: i % 4 === 0,
  }));
}

export const storyWinners: WinnerRowView[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  gameName: names[i] ?? 'Book of Dev',
  gameHref: `/casino/games/game-${i + 1}`,
  user: ['Ana***', 'Mo***', 'Player 1***', 'Kai***', 'Lea***', 'Anonymous'][i] ?? 'Anonymous',
  time: new Date(Date.UTC(2026, 10, 23, 10, 5 + i)).toISOString(),
  bet: [1, 2.5, 0.2, 10, 5, 1][i] ?? 1,
  multiplier: [12.5, 3, 250, 1.5, 40, 8][i] ?? 1,
  payout: [12.5, 7.5, 50, 15, 200, 8][i] ?? 1,
  currencyCode: 'EUR',
}));
