import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Tournament } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { tournamentsKeys } from '../../api/tournaments-keys';
import { tournamentFixture } from '../fixtures';
import { TournamentsPage } from './TournamentsPage';

const list = (): Tournament[] => [
  tournamentFixture({
    id: 1,
    name: 'Weekly Race',
    type: 'race',
    status: 'running',
    joined: true,
    prizes: [1000, 500, 250, 100, 50, 25, 25, 25, 10, 10],
  }),
  tournamentFixture({
    id: 2,
    name: 'Multiplier Madness',
    type: 'tournament',
    status: 'running',
    rankingMetric: 'multiplier',
    prizes: [500, 250, 100],
    participants: 30,
  }),
  tournamentFixture({
    id: 4,
    name: 'Monthly Masters',
    type: 'tournament',
    status: 'upcoming',
    rankingMetric: 'points',
    prizes: [5000, 2500, 1000, 500],
    participants: 0,
  }),
  tournamentFixture({
    id: 3,
    name: "Last Week's Race",
    type: 'race',
    status: 'ended',
    prizes: [1000, 500, 250],
    participants: 30,
  }),
];

/** The list already in the cache (no backend in Storybook). */
function Page({ noRunningRace, racesChannelUrl }: { noRunningRace: boolean; racesChannelUrl: string }) {
  const [user] = useState(() => userDetailsFixture());
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    c.setQueryData(
      tournamentsKeys.list(),
      noRunningRace ? list().filter((t) => !(t.type === 'race' && t.status === 'running')) : list(),
    );
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={sessionFromDetails(user)}>
        <TournamentsPage racesChannelUrl={racesChannelUrl} />
      </SessionProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Tournaments/List', component: Page, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RunningUpcomingEnded: Story = { args: { noRunningRace: false, racesChannelUrl: '' } };
export const RunningUpcomingEndedArabic: Story = {
  args: { noRunningRace: false, racesChannelUrl: '' },
  globals: { locale: 'ar' },
};
export const NoRaceRunning: Story = {
  args: { noRunningRace: true, racesChannelUrl: 'https://t.me/curacao_casino_races_dev' },
};
export const NoRaceRunningWithoutChannel: Story = { args: { noRunningRace: true, racesChannelUrl: '' } };
export const OnAPhone: Story = {
  args: { noRunningRace: false, racesChannelUrl: '' },
  globals: { viewport: { value: 'mobile1' } },
};
