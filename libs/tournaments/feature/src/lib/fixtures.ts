import type { LeaderboardRow, Tournament } from '@casino/api-contract';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const NICKNAMES = [
  'LuckyLuke',
  'SpinQueen',
  'HighRoller',
  'ReelDeal',
  'JackpotJoe',
  'Anonymous',
  'WildCard',
  'GoldRush',
  'NeonNights',
  'MegaMike',
];

/** A tournament as the backend sends it, around `now` (running by default: started two days ago, five days to go). */
export function tournamentFixture(overrides: Partial<Tournament> = {}, now = Date.now()): Tournament {
  const status = overrides.status ?? 'running';
  const startOffset = status === 'upcoming' ? 3 * DAY_MS : status === 'ended' ? -10 * DAY_MS : -2 * DAY_MS;
  const prizes = overrides.prizes ?? [1000, 500, 250, 100, 50];
  return {
    id: 1,
    slug: 'weekly-race',
    name: 'Weekly Race',
    type: 'race',
    status,
    startsAt: new Date(now + startOffset).toISOString(),
    endsAt: new Date(now + startOffset + 7 * DAY_MS).toISOString(),
    prizePool: prizes.reduce((a, b) => a + b, 0),
    prizes,
    currencyCode: 'EUR',
    rankingMetric: 'wagered',
    participants: 31,
    joined: false,
    ...overrides,
  };
}

/** Leaderboard rows 1..count, best first, with the prizes of `prizes` by position. */
export function leaderboardRowsFixture(
  count: number,
  prizes: readonly number[] = [1000, 500, 250, 100, 50],
): LeaderboardRow[] {
  return Array.from({ length: count }, (_, i) => ({
    position: i + 1,
    userId: 100 + i,
    nickname: NICKNAMES[i % NICKNAMES.length] ?? `Player${i}`,
    score: 20_000 - i * 600,
    wagered: 20_000 - i * 600,
    gamesPlayed: 900 - i * 20,
    prize: prizes[i] ?? 0,
  }));
}

/** The signed-in player's own row at `position`. */
export function meRowFixture(position: number, userId = 7): LeaderboardRow {
  return { position, userId, nickname: 'MaxPlayer', score: 1250, wagered: 1250, gamesPlayed: 120, prize: 0 };
}
