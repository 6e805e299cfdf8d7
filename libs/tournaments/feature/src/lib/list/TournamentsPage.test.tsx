import { endpoints, type Tournament } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { createQueryClient } from '@casino/query';
import { cleanup, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tournamentFixture } from '../fixtures';
import { sectionOf, TournamentsPage } from './TournamentsPage';

let list: Tournament[] = [];
const server = mockServer(mockEndpoint(endpoints.getTournaments, () => list));

const running = () =>
  tournamentFixture({
    id: 1,
    name: 'Weekly Race',
    type: 'race',
    status: 'running',
    joined: true,
    prizes: [1000, 500, 250, 100, 50, 25, 10],
  });
const madness = () =>
  tournamentFixture({
    id: 2,
    name: 'Multiplier Madness',
    type: 'tournament',
    status: 'running',
    rankingMetric: 'multiplier',
    participants: 1,
  });
const upcoming = () =>
  tournamentFixture({
    id: 4,
    name: 'Monthly Masters',
    type: 'tournament',
    status: 'upcoming',
    rankingMetric: 'points',
    participants: 0,
  });
const ended = () => tournamentFixture({ id: 3, name: "Last Week's Race", type: 'race', status: 'ended' });

const section = (status: string) => screen.getByTestId(`tournaments-${status}`);
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

const allSections = () => [running(), madness(), upcoming(), ended()];
beforeEach(() => {
  list = allSections();
});
// A worker's first render of the page inserts and parses its styles and compiles its code (about half a second in
// jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  list = allSections();
  renderPage(<TournamentsPage />, { route: '/tournaments' });
  await screen.findByTestId('tournaments-running');
  cleanup();
});

describe('TournamentsPage', () => {
  it('shows running, upcoming and ended tournaments and races, each with its countdown or end, prize pool, players and link', async () => {
    renderPage(<TournamentsPage />, { route: '/tournaments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    await screen.findByTestId('tournaments-running');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Running now',
      'Coming up',
      'Ended',
    ]);
    expect(
      within(section('running'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Weekly Race', 'Multiplier Madness']);
    expect(within(section('upcoming')).getByRole('heading', { level: 3 })).toHaveTextContent('Monthly Masters');
    expect(within(section('ended')).getByRole('heading', { level: 3 })).toHaveTextContent("Last Week's Race");

    const race = card('Weekly Race');
    expect(within(race).getByRole('link', { name: 'Weekly Race' })).toHaveAttribute('href', '/tournaments/1');
    expect(within(race).getByTestId('tournament-type')).toHaveTextContent('Race');
    expect(within(race).getByTestId('tournament-joined')).toHaveTextContent('Joined');
    expect(within(race).getByTestId('tournament-prize-pool')).toHaveTextContent('€1,935');
    expect(within(race).getByTestId('tournament-participants')).toHaveTextContent('31 players');
    expect(within(race).getByTestId('tournament-timing')).toHaveTextContent(/^Ends in/);
    // five days to go: the countdown counts days, then hours, minutes and seconds
    expect(within(race).getByRole('timer')).toHaveTextContent(/\b[45]d \d\d:\d\d:\d\d$/);

    const madnessCard = card('Multiplier Madness');
    expect(within(madnessCard).getByTestId('tournament-type')).toHaveTextContent('Tournament');
    expect(within(madnessCard).queryByTestId('tournament-joined')).not.toBeInTheDocument();
    expect(within(madnessCard).getByTestId('tournament-participants')).toHaveTextContent('1 player');

    expect(within(card('Monthly Masters')).getByTestId('tournament-timing')).toHaveTextContent(/^Starts in/);
    const endedTiming = within(card("Last Week's Race")).getByTestId('tournament-timing');
    expect(endedTiming).toHaveTextContent(/^Ended .*UTC$/);
    expect(within(endedTiming).queryByRole('timer')).not.toBeInTheDocument();
    // a race is running: no empty-races message
    expect(screen.queryByTestId('empty-races')).not.toBeInTheDocument();
  });

  it('says so when no race runs, with the link to the brand channel only when the setting gives one', async () => {
    list = [madness(), upcoming(), ended()];
    const { unmount } = renderPage(<TournamentsPage />, {
      route: '/tournaments',
      settings: { racesChannelUrl: 'https://t.me/casino_races' },
    });
    const note = await screen.findByTestId('empty-races');
    expect(within(section('running')).getByTestId('empty-races')).toBe(note);
    expect(note).toHaveTextContent('No race is running right now.');
    const link = within(note).getByRole('link', { name: 'Follow our channel (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://t.me/casino_races');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();

    renderPage(<TournamentsPage />, { route: '/tournaments' });
    expect(await screen.findByTestId('empty-races')).toHaveTextContent('No race is running right now.');
    expect(within(screen.getByTestId('empty-races')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when a section is empty', async () => {
    list = [upcoming()];
    renderPage(<TournamentsPage />, { route: '/tournaments' });
    expect(
      await within(await screen.findByTestId('tournaments-ended')).findByText('No tournament has ended yet.'),
    ).toBeInTheDocument();
    expect(within(section('running')).getByText('No tournament is running right now.')).toBeInTheDocument();
  });

  it('speaks Arabic, plural forms included', async () => {
    list = [running(), tournamentFixture({ id: 5, name: 'Duo', status: 'running', participants: 2 })];
    renderPage(<TournamentsPage />, { route: '/tournaments', lng: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'البطولات' })).toBeInTheDocument();
    await screen.findByTestId('tournaments-running');
    expect(within(card('Duo')).getByTestId('tournament-participants')).toHaveTextContent('لاعبان');
    expect(within(card('Weekly Race')).getByTestId('tournament-timing')).toHaveTextContent(/^تنتهي خلال/);
  });

  it('says the list could not be loaded, and retries', async () => {
    server.use(mockEndpoint(endpoints.getTournaments, () => contractError(503, 'SERVICE_UNAVAILABLE')));
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderPage(<TournamentsPage />, { route: '/tournaments', queryClient });
    expect(await screen.findByRole('alert')).toHaveTextContent('The tournaments could not be loaded.');
  });
});

describe('sections', () => {
  it('put the nearest end or start first, and the latest ended first', () => {
    const now = Date.now();
    const a = tournamentFixture({ id: 1, status: 'ended', endsAt: new Date(now - 1000).toISOString() });
    const b = tournamentFixture({ id: 2, status: 'ended', endsAt: new Date(now - 5000).toISOString() });
    const c = tournamentFixture({ id: 3, status: 'upcoming', startsAt: new Date(now + 9000).toISOString() });
    const d = tournamentFixture({ id: 4, status: 'upcoming', startsAt: new Date(now + 1000).toISOString() });
    expect(sectionOf([b, a, c, d], 'ended').map((t) => t.id)).toEqual([1, 2]);
    expect(sectionOf([b, a, c, d], 'upcoming').map((t) => t.id)).toEqual([4, 3]);
  });
});
