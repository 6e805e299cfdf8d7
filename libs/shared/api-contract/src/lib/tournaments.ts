import * as z from 'zod/mini';
import { currencyCode, idSchema, isoDateTime, money, ok, queryInt, type Endpoint } from './common';

/** Tournaments, races, leaderboards and public player statistics. All designed here. */

export const tournamentStatus = z.enum(['upcoming', 'running', 'ended']);
export const rankingMetric = z.enum(['wagered', 'multiplier', 'points']);

export const tournament = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  type: z.enum(['tournament', 'race']),
  status: tournamentStatus,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  prizePool: money,
  /** Prize per position, index 0 = first place. */
  prizes: z.array(money),
  currencyCode,
  rankingMetric,
  participants: z.number().check(z.int()),
  /** Signed-in player has joined; false for guests. */
  joined: z.boolean(),
});
export type Tournament = z.infer<typeof tournament>;

export const leaderboardRow = z.object({
  position: z.number().check(z.int()),
  userId: idSchema,
  /** The player's public name; a player in ghost mode is the anonymous label (as in the winners feed), userId kept. */
  nickname: z.string(),
  /** The value the ranking metric orders by: amount wagered, best multiplier, or points. */
  score: z.number(),
  wagered: money,
  gamesPlayed: z.number().check(z.int()),
  prize: money,
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const getTournaments = {
  method: 'GET',
  path: '/api/tournaments',
  query: z.object({ status: z.optional(tournamentStatus) }),
  response: ok(z.array(tournament)),
  auth: 'optional',
  designedHere: true,
} as const satisfies Endpoint;

export const getLeaderboard = {
  method: 'GET',
  path: '/api/tournaments/:id/leaderboard',
  params: z.object({ id: z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)) }),
  query: z.object({ limit: z.optional(queryInt) }),
  response: ok(z.object({ tournament, rows: z.array(leaderboardRow), me: z.nullable(leaderboardRow) })),
  auth: 'optional',
  designedHere: true,
} as const satisfies Endpoint;

export const joinTournament = {
  method: 'POST',
  path: '/api/tournaments/:id/join',
  params: z.object({ id: z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)) }),
  body: z.object({}),
  response: ok(z.object({ tournament })),
  auth: 'required',
  designedHere: true,
  errors: ['TOURNAMENT_ENDED', 'ALREADY_JOINED', 'NOT_FOUND', 'SELF_EXCLUDED', 'ACCOUNT_FROZEN'],
} as const satisfies Endpoint;

export const playerStats = z.object({
  userId: idSchema,
  /** The anonymous label for a player in ghost mode. */
  nickname: z.string(),
  joinedAt: isoDateTime,
  races: z.number().check(z.int()),
  totalWagered: money,
  gamesPlayed: z.number().check(z.int()),
  totalPrizes: money,
  bestPosition: z.nullable(z.number().check(z.int())),
});

export const getPlayerStats = {
  method: 'GET',
  path: '/api/players/:id/stats',
  params: z.object({ id: z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)) }),
  response: ok(playerStats),
  auth: 'none',
  designedHere: true,
} as const satisfies Endpoint;
