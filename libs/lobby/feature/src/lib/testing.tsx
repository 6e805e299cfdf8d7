import type { Game } from '@casino/api-contract';

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

// Lobby tests render as every feature does (the page layer's shared helper).
export { renderPage as renderLobby } from '@casino/page-ui/testing';
