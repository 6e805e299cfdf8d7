import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Tournament } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails, signedOutState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LEADERBOARD_LIMIT } from '../../api/get-leaderboard';
import { tournamentsKeys } from '../../api/tournaments-keys';
import { leaderboardRowsFixture, meRowFixture, tournamentFixture } from '../fixtures';
import { TournamentPage } from './TournamentPage';

type Kind = 'runningMePinned' | 'runningMeShown' | 'upcoming' | 'ended' | 'multiplier' | 'restricted';

const boards: Record<
  Kind,
  () => {
    tournament: Tournament;
    rows: ReturnType<typeof leaderboardRowsFixture>;
    me: ReturnType<typeof meRowFixture> | null;
  }
> = {
  runningMePinned: () => ({
    tournament: tournamentFixture({ joined: true }),
    rows: leaderboardRowsFixture(LEADERBOARD_LIMIT),
    me: meRowFixture(27),
  }),
  runningMeShown: () => ({
    tournament: tournamentFixture({ joined: true }),
    rows: leaderboardRowsFixture(8).map((r) => (r.position === 4 ? { ...r, userId: 7, nickname: 'MaxPlayer' } : r)),
    me: { ...meRowFixture(4), nickname: 'MaxPlayer' },
  }),
  upcoming: () => ({
    tournament: tournamentFixture({
      name: 'Monthly Masters',
      type: 'tournament',
      status: 'upcoming',
      rankingMetric: 'points',
      prizes: [5000, 2500, 1000, 500],
      participants: 0,
    }),
    rows: [],
    me: null,
  }),
  ended: () => ({
    tournament: tournamentFixture({ name: "Last Week's Race", status: 'ended', prizes: [1000, 500, 250] }),
    rows: leaderboardRowsFixture(12, [1000, 500, 250]),
    me: null,
  }),
  multiplier: () => ({
    tournament: tournamentFixture({
      name: 'Multiplier Madness',
      type: 'tournament',
      rankingMetric: 'multiplier',
      prizes: [500, 250, 100],
    }),
    rows: leaderboardRowsFixture(10, [500, 250, 100]).map((r) => ({ ...r, score: 5000 / r.position })),
    me: null,
  }),
  restricted: () => ({ tournament: tournamentFixture(), rows: leaderboardRowsFixture(5), me: null }),
};

/** The leaderboard (and the first player's statistics) already in the cache (no backend, no socket in Storybook). */
function Page({ kind, signedIn }: { kind: Kind; signedIn: boolean }) {
  const [user] = useState(() =>
    kind === 'restricted'
      ? userDetailsFixture({
          getUser: {
            userLimit: {
              isSelfExclusionPermanent: false,
              selfExclusion: '2099-01-01T12:00:00.000Z',
              frozenUntil: null,
            },
          },
        })
      : userDetailsFixture(),
  );
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    c.setQueryData(tournamentsKeys.leaderboard(1, LEADERBOARD_LIMIT), boards[kind]());
    c.setQueryData(tournamentsKeys.playerStats(100), {
      userId: 100,
      nickname: 'LuckyLuke',
      joinedAt: '2025-06-01T00:00:00.000Z',
      races: 12,
      totalWagered: 45210.5,
      gamesPlayed: 3400,
      totalPrizes: 1750,
      bestPosition: 1,
    });
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={signedIn ? sessionFromDetails(user) : signedOutState}>
        <TournamentPage tournamentId={1} live={false} />
      </SessionProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Tournaments/Tournament', component: Page, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player's own row is below the 20 shown: pinned under the table. */
export const RunningWithMePinned: Story = { args: { kind: 'runningMePinned', signedIn: true } };
export const RunningWithMeInTheRows: Story = { args: { kind: 'runningMeShown', signedIn: true } };
export const RunningArabic: Story = { args: { kind: 'runningMePinned', signedIn: true }, globals: { locale: 'ar' } };
/** 360 px: the leaderboard scrolls sideways in its own region. */
export const RunningOnAPhone: Story = {
  args: { kind: 'runningMePinned', signedIn: true },
  globals: { viewport: { value: 'mobile1' } },
};
export const UpcomingForAGuest: Story = { args: { kind: 'upcoming', signedIn: false } };
export const Ended: Story = { args: { kind: 'ended', signedIn: true } };
export const BestMultiplier: Story = { args: { kind: 'multiplier', signedIn: false } };
export const SelfExcludedPlayer: Story = { args: { kind: 'restricted', signedIn: true } };
