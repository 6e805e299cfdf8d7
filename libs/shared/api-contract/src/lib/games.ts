import * as z from 'zod/mini';
import { ackResponse, idSchema, isoDate, isoDateTime, money, ok, pageQuery, paged, queryBool, type Endpoint } from './common';
import { GAME_SORTS } from './constants';
import { userWallet } from './user';

/**
 * Games. `get-full-category-list` is the spec's (query locale, answer data.topCategoryList); games, providers,
 * search, details, favourites, recent games and game rounds are designed here.
 */

export const category = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  gameCount: z.number().check(z.int()),
  order: z.number(),
});
export type Category = z.infer<typeof category>;

export const getFullCategoryList = {
  method: 'GET',
  path: '/api/admin/get-full-category-list',
  query: z.object({ locale: z.optional(z.string()) }),
  response: ok(z.object({ topCategoryList: z.array(category) })),
  auth: 'none',
} as const satisfies Endpoint;

export const provider = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  gameCount: z.number().check(z.int()),
  logoUrl: z.string(),
});
export type Provider = z.infer<typeof provider>;

export const game = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  providerName: z.string(),
  category: z.string(),
  thumbnailUrl: z.string(),
  rtp: z.number(),
  minBet: money,
  maxBet: money,
  maxMultiplier: z.number(),
  bonusBuy: z.boolean(),
  bonusCompatible: z.boolean(),
  demoAvailable: z.boolean(),
  /** hot, new, megaways, jackpot, popular */
  tags: z.array(z.string()),
  releaseDate: isoDate,
  popularity: z.number(),
  restrictedCountries: z.array(z.string()),
  /** Signed-in players only; false for guests. */
  isFavorite: z.boolean(),
});
export type Game = z.infer<typeof game>;

export const gameSort = z.enum(GAME_SORTS);

export const getGames = {
  method: 'GET',
  path: '/api/games',
  query: z.extend(pageQuery, {
    category: z.optional(z.string()),
    provider: z.optional(z.string()),
    tag: z.optional(z.string()),
    sort: z.optional(gameSort),
    search: z.optional(z.string()),
    /** Signed in: only games the player never played. */
    unplayed: z.optional(queryBool),
  }),
  response: ok(paged(game)),
  auth: 'optional',
  designedHere: true,
} as const satisfies Endpoint;

export const getProviders = {
  method: 'GET',
  path: '/api/games/providers',
  response: ok(z.array(provider)),
  auth: 'none',
  designedHere: true,
} as const satisfies Endpoint;

export const searchGames = {
  method: 'GET',
  path: '/api/games/search',
  query: z.object({ q: z.string().check(z.minLength(2), z.maxLength(100)), limit: z.optional(pageQuery.shape.limit) }),
  response: ok(z.object({ games: z.array(game), providers: z.array(provider) })),
  auth: 'optional',
  designedHere: true,
} as const satisfies Endpoint;

export const getGame = {
  method: 'GET',
  path: '/api/games/:slug',
  params: z.object({ slug: z.string().check(z.minLength(1)) }),
  response: ok(z.object({ game })),
  auth: 'optional',
  designedHere: true,
  errors: ['GAME_NOT_FOUND', 'GAME_COUNTRY_RESTRICTED'],
} as const satisfies Endpoint;

export const getFavorites = {
  method: 'GET',
  path: '/api/user/favorites',
  response: ok(z.array(game)),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const addFavorite = {
  method: 'POST',
  path: '/api/user/favorites',
  body: z.object({ gameId: idSchema }),
  response: ackResponse,
  auth: 'required',
  designedHere: true,
  errors: ['GAME_NOT_FOUND'],
} as const satisfies Endpoint;

export const removeFavorite = {
  method: 'DELETE',
  path: '/api/user/favorites/:gameId',
  params: z.object({ gameId: z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)) }),
  response: ackResponse,
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const getRecentGames = {
  method: 'GET',
  path: '/api/user/recent-games',
  response: ok(z.array(game)),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const gameRound = z.object({
  id: idSchema,
  gameId: idSchema,
  bet: money,
  win: money,
  multiplier: z.number(),
  /** True when the stake came from bonus money. */
  bonusMoney: z.boolean(),
  createdAt: isoDateTime,
});

/**
 * Designed here: one real-money round (the stand-in for a provider's game server). Demo rounds don't touch
 * the wallet. Enforces min/max bet, bet and loss limits, self-exclusion, freeze and country restrictions.
 */
export const playRound = {
  method: 'POST',
  path: '/api/games/:slug/round',
  params: z.object({ slug: z.string().check(z.minLength(1)) }),
  body: z.object({ bet: z.number().check(z.positive()), demo: z.optional(z.boolean()) }),
  response: ok(z.object({ round: gameRound, wallet: userWallet })),
  auth: 'optional',
  designedHere: true,
  errors: [
    'GAME_NOT_FOUND',
    'GAME_COUNTRY_RESTRICTED',
    'DEMO_NOT_AVAILABLE',
    'INSUFFICIENT_FUNDS',
    'BET_BELOW_MIN',
    'BET_ABOVE_MAX',
    'MAX_BET_LIMIT_REACHED',
    'dailyBetLimit',
    'weeklyBetLimit',
    'monthlyBetLimit',
    'dailyLossLimit',
    'weeklyLossLimit',
    'monthlyLossLimit',
    'BONUS_BET_LIMIT',
    'SELF_EXCLUDED',
    'ACCOUNT_FROZEN',
  ],
} as const satisfies Endpoint;
