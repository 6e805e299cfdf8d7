import * as z from 'zod/mini';
import {
  ackResponse,
  currencyCode,
  idSchema,
  isoDate,
  isoDateTime,
  money,
  ok,
  pageQuery,
  paged,
  queryBool,
  queryInt,
  type Endpoint,
} from './common';
import { GAME_FRAME_MESSAGE_SOURCE, GAME_SORTS, WINNER_LIST_TYPES, WINNERS_MAX_LIMIT } from './constants';
import { userWallet } from './user';

/**
 * Games. `get-full-category-list` is the spec's (query locale, answer data.topCategoryList); games, providers,
 * search, details, favourites, recent games, game launch, game rounds, winners and jackpots are designed here.
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

/** Designed here: how many of the player's last rounds the Game Pulse shows by default, and at most. */
export const GAME_PULSE_ROUNDS = 20;
export const GAME_ROUNDS_MAX = 50;

/** One of the player's own real-money rounds, with the game's name. */
export const playerRound = z.extend(gameRound, { gameName: z.string() });
export type PlayerRound = z.infer<typeof playerRound>;

/**
 * Designed here: the player's own most recent real-money rounds, newest first (`limit` 1 to `GAME_ROUNDS_MAX`, default
 * `GAME_PULSE_ROUNDS`): what the Game Pulse graph draws and a player may share to chat. Demo rounds are never stored.
 */
export const getGameRounds = {
  method: 'GET',
  path: '/api/user/game-rounds',
  query: z.object({ limit: z.optional(z.pipe(queryInt, z.number().check(z.int(), z.gte(1), z.lte(GAME_ROUNDS_MAX)))) }),
  response: ok(z.array(playerRound)),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Where the play page points its game frame: a same-origin relative URL carrying the game's own session. */
export const gameLaunch = z.object({ url: z.string(), demo: z.boolean() });
export type GameLaunch = z.infer<typeof gameLaunch>;

/**
 * Designed here: opens a game session (the stand-in for a provider's launch call). Demo is open to guests when
 * the brand's `allowGuestDemoPlay` is on; real money needs a player who is neither self-excluded nor frozen.
 * A guest who must sign in first gets 401 `LOGIN_REQUIRED` (never a 403, which would end a session).
 */
export const launchGame = {
  method: 'POST',
  path: '/api/games/:slug/launch',
  params: z.object({ slug: z.string().check(z.minLength(1)) }),
  body: z.object({ demo: z.boolean() }),
  response: ok(gameLaunch),
  auth: 'optional',
  designedHere: true,
  errors: [
    'GAME_NOT_FOUND',
    'GAME_COUNTRY_RESTRICTED',
    'DEMO_NOT_AVAILABLE',
    'LOGIN_REQUIRED',
    'SELF_EXCLUDED',
    'ACCOUNT_FROZEN',
    'RG_LIMITS_REQUIRED',
  ],
} as const satisfies Endpoint;

/**
 * Designed here: one real-money round (the stand-in for a provider's game server). Demo rounds don't touch
 * the wallet. Enforces min/max bet, bet and loss limits, self-exclusion, freeze and country restrictions.
 * `bonusBuy` buys the bonus round for `BONUS_BUY_COST_MULTIPLIER` times the bet (games with `bonusBuy` only);
 * that one round is the only one the bet and loss limits let through (the player confirmed it).
 */
export const playRound = {
  method: 'POST',
  path: '/api/games/:slug/round',
  params: z.object({ slug: z.string().check(z.minLength(1)) }),
  body: z.object({
    bet: z.number().check(z.positive()),
    demo: z.optional(z.boolean()),
    bonusBuy: z.optional(z.boolean()),
  }),
  response: ok(z.object({ round: gameRound, wallet: userWallet })),
  auth: 'optional',
  designedHere: true,
  errors: [
    'GAME_NOT_FOUND',
    'GAME_COUNTRY_RESTRICTED',
    'DEMO_NOT_AVAILABLE',
    'BONUS_BUY_NOT_AVAILABLE',
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
    'RG_LIMITS_REQUIRED',
  ],
} as const satisfies Endpoint;

/**
 * What the game frame posts to its parent window after every answer of the round call
 * (`window.parent.postMessage(message, location.origin)`): the round and the wallet, or the refusal.
 */
export const gameFrameMessage = z.discriminatedUnion('type', [
  z.object({
    source: z.literal(GAME_FRAME_MESSAGE_SOURCE),
    type: z.literal('round'),
    round: gameRound,
    wallet: userWallet,
  }),
  z.object({
    source: z.literal(GAME_FRAME_MESSAGE_SOURCE),
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
]);
export type GameFrameMessage = z.infer<typeof gameFrameMessage>;

/** One winning real-money round of the public feed. `user` is shortened, or anonymised for players in ghost mode. */
export const winnerRow = z.object({
  id: idSchema,
  gameSlug: z.string(),
  gameName: z.string(),
  user: z.string(),
  time: isoDateTime,
  bet: money,
  multiplier: z.number(),
  payout: money,
  currencyCode,
});
export type WinnerRow = z.infer<typeof winnerRow>;

export const winnerListType = z.enum(WINNER_LIST_TYPES);
export type WinnerListType = z.infer<typeof winnerListType>;

/**
 * Designed here: `latest` = the most recent winning real-money rounds, `top` = the biggest payouts of the last
 * `TOP_WINNERS_DAYS` days. `limit` defaults to `WINNERS_DEFAULT_LIMIT`, at most `WINNERS_MAX_LIMIT`.
 */
export const getWinners = {
  method: 'GET',
  path: '/api/games/winners',
  query: z.object({
    type: winnerListType,
    limit: z.optional(z.pipe(queryInt, z.number().check(z.int(), z.gte(1), z.lte(WINNERS_MAX_LIMIT)))),
  }),
  response: ok(z.array(winnerRow)),
  auth: 'none',
  designedHere: true,
} as const satisfies Endpoint;

export const jackpot = z.object({
  id: idSchema,
  name: z.string(),
  amount: money,
  currencyCode,
});
export type Jackpot = z.infer<typeof jackpot>;

/** Designed here: the progressive jackpots (Mini, Major, Mega, Grand), growing with time and real-money bets. */
export const getJackpots = {
  method: 'GET',
  path: '/api/games/jackpots',
  response: ok(z.array(jackpot)),
  auth: 'none',
  designedHere: true,
} as const satisfies Endpoint;
