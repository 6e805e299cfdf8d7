import { endpoints, type LeaderboardRow, type Tournament } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaderboardRowsFixture, meRowFixture, tournamentFixture } from '../fixtures';
import { TournamentPage } from './TournamentPage';

// The socket client is the backend's side of this test: the page hands it a callback, the test calls it.
const socket = vi.hoisted(() => ({
  onMoved: null as ((tournamentId: number) => void) | null,
  onConnected: null as (() => void) | null,
  subscriptions: 0,
  stops: 0,
}));
vi.mock('./liveLeaderboard', () => ({
  subscribeToLeaderboard: (onMoved: (tournamentId: number) => void, onConnected: () => void) => {
    socket.onMoved = onMoved;
    socket.onConnected = onConnected;
    socket.subscriptions += 1;
    return () => {
      socket.stops += 1;
      socket.onMoved = null;
      socket.onConnected = null;
    };
  },
}));

let tournament: Tournament;
let rows: LeaderboardRow[];
let me: LeaderboardRow | null;
let boardCalls = 0;
let boardFailures = 0;
let joinCalls = 0;
let joinAnswer: () => Response | { tournament: Tournament };
mockServer(
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.getLeaderboard, ({ params }) => {
    boardCalls += 1;
    if (params['id'] !== String(tournament.id)) return contractError(404, 'NOT_FOUND');
    if (boardFailures > 0) {
      boardFailures -= 1;
      // A refusal the client does not retry on its own (a 5xx would be retried with backoff first).
      return contractError(422, 'INVALID_STATE', 'down');
    }
    return { tournament, rows, me };
  }),
  mockEndpoint(endpoints.joinTournament, async () => {
    joinCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return joinAnswer();
  }),
  mockEndpoint(endpoints.getPlayerStats, ({ params }) => ({
    userId: Number(params['id']),
    nickname: Number(params['id']) === 105 ? 'Anonymous' : 'LuckyLuke',
    joinedAt: '2025-06-01T00:00:00.000Z',
    races: 12,
    totalWagered: 45_210.5,
    gamesPlayed: 3_400,
    totalPrizes: 1_750,
    bestPosition: 1,
  })),
);

const player = userDetailsFixture();
const excluded = userDetailsFixture({
  getUser: {
    userLimit: { isSelfExclusionPermanent: false, selfExclusion: '2099-01-01T12:00:00.000Z', frozenUntil: null },
  },
});
const frozen = userDetailsFixture({
  getUser: {
    userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2099-01-01T12:00:00.000Z' },
  },
});

const renderTournament = (options: Parameters<typeof renderPage>[1] = {}, live = false) =>
  renderPage(<TournamentPage tournamentId={1} live={live} />, { route: '/tournaments/1', ...options });

function resetBackend() {
  tournament = tournamentFixture({ id: 1 });
  rows = leaderboardRowsFixture(20);
  me = null;
  boardCalls = 0;
  boardFailures = 0;
  joinCalls = 0;
  joinAnswer = () => ({ tournament: { ...tournament, joined: true, participants: tournament.participants + 1 } });
  socket.onMoved = null;
  socket.onConnected = null;
  socket.subscriptions = 0;
  socket.stops = 0;
  saveAccessToken('player-token');
}
/**
 * The element with this test id, once the page shows it. findByTestId would do, but each of its failed tries prints the
 * whole page (the leaderboard) into an error message nobody reads while the test waits: 20 to 70 ms a try.
 */
async function shown(testId: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.queryByTestId(testId)).not.toBeNull());
  return screen.getByTestId(testId);
}

beforeEach(resetBackend);
afterEach(() => vi.useRealTimers());
// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

// A worker's first render of the page and of a dialog inserts and parses its styles and compiles its code (about half a
// second in jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  resetBackend();
  renderTournament();
  await userEvent.click((await screen.findAllByTestId('leaderboard-player'))[0] as HTMLElement);
  await screen.findByTestId('player-stats-races');
  cleanup();
});

describe('TournamentPage', () => {
  it('shows the name, status, countdown, prize pool, prizes by position and how the ranking counts', async () => {
    renderTournament();
    // The page by its test id, then its headings by role within it: a role query waited for works out the styles of
    // the whole page again at each change while it loads.
    const page = await shown('tournament-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Weekly Race' })).toBeInTheDocument();
    expect(screen.getByTestId('tournament-status')).toHaveTextContent('Running');
    expect(screen.getByTestId('tournament-type')).toHaveTextContent('Race');
    expect(screen.getByTestId('tournament-timing')).toHaveTextContent(/^Ends in/);
    expect(
      within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Prizes', 'How the ranking works', 'Leaderboard']);
    expect(screen.getByTestId('tournament-prize-pool')).toHaveTextContent('Prize pool: €1,900');
    const prizes = within(screen.getByTestId('tournament-prizes')).getAllByRole('listitem');
    expect(prizes.map((p) => p.textContent)).toEqual([
      'Place 1€1,000',
      'Place 2€500',
      'Place 3€250',
      'Place 4€100',
      'Place 5€50',
    ]);
    expect(screen.getByTestId('tournament-metric')).toHaveTextContent(
      'ranked by the total amount they wager on real-money rounds',
    );
    expect(screen.getByRole('link', { name: 'All tournaments and races' })).toHaveAttribute('href', '/tournaments');
  });

  it('lists the leaderboard in a named, focusable scrolling region, and pins the player’s own row under it when it is lower', async () => {
    me = meRowFixture(25);
    renderTournament({ user: player });
    // The region by its test id, then its role and name: a role query names every section of the page at each try.
    const region = await shown('leaderboard-scroll');
    expect(region).toHaveRole('region');
    expect(region).toHaveAccessibleName('Weekly Race leaderboard, ranked by amount wagered');
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Player', 'Wagered', 'Games played', 'Current prize']);
    const board = screen.getAllByTestId('leaderboard-row');
    expect(board).toHaveLength(20);
    expect(board[0]).toHaveTextContent('LuckyLuke');
    expect(board[0]).toHaveTextContent('€20,000.00');
    expect(board[0]).toHaveTextContent('€1,000');
    expect(board.some((row) => row.getAttribute('data-me') === 'true')).toBe(false);
    const pinned = screen.getByTestId('leaderboard-me-row');
    expect(screen.getByTestId('leaderboard-me')).toHaveTextContent('Your position');
    expect(pinned).toHaveAttribute('data-me', 'true');
    expect(pinned).toHaveAttribute('data-position', '25');
    expect(pinned).toHaveTextContent('25MaxPlayerYou€1,250.00120€0');
  });

  it('marks the player’s own row where it stands when it is among the rows shown', async () => {
    me = { ...meRowFixture(3), nickname: 'HighRoller' };
    rows = leaderboardRowsFixture(5).map((row) => (row.position === 3 ? { ...row, userId: 7 } : row));
    renderTournament({ user: player });
    await screen.findByTestId('leaderboard-table');
    expect(screen.queryByTestId('leaderboard-me-row')).not.toBeInTheDocument();
    const own = screen.getAllByTestId('leaderboard-row').filter((row) => row.getAttribute('data-me') === 'true');
    expect(own).toHaveLength(1);
    expect(own[0]).toHaveAttribute('data-position', '3');
    expect(own[0]).toHaveTextContent('You');
  });

  it('shows the score of a metric other than the amount wagered in a column of its own', async () => {
    tournament = tournamentFixture({
      id: 1,
      name: 'Multiplier Madness',
      type: 'tournament',
      rankingMetric: 'multiplier',
    });
    rows = leaderboardRowsFixture(2).map((row) => ({ ...row, score: 412.5 }));
    renderTournament();
    const table = await screen.findByTestId('leaderboard-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Player', 'Best multiplier', 'Wagered', 'Games played', 'Current prize']);
    expect(screen.getAllByTestId('leaderboard-row')[0]).toHaveTextContent('×412.5');
  });

  it('joins with one request however often the button is pressed, with progress, then says the player is in', async () => {
    const user = userEvent.setup();
    renderTournament({ user: player });
    // The button by its test id, then its role and name: a role query names every button of the leaderboard (0.3 s).
    const join = await shown('tournament-join');
    expect(join).toHaveRole('button');
    expect(join).toHaveAccessibleName('Join the race');
    await user.dblClick(join);
    // waiting for the answer: the button says so, and another press sends nothing
    await waitFor(() => expect(join).toHaveAttribute('aria-busy', 'true'));
    await user.click(join);
    expect(await shown('tournament-joined-note')).toHaveTextContent('You joined Weekly Race.');
    expect(joinCalls).toBe(1);
    expect(screen.queryByText('Join the race')).not.toBeInTheDocument();
  });

  it('says in the player’s words why a join was refused: already joined', async () => {
    joinAnswer = () => contractError(409, 'ALREADY_JOINED', 'You already joined Weekly Race');
    const user = userEvent.setup();
    renderTournament({ user: player });
    const join = await shown('tournament-join');
    expect(join).toHaveAccessibleName('Join the race');
    await user.dblClick(join);
    const alert = await shown('tournament-join-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveAttribute('data-code', 'ALREADY_JOINED');
    expect(alert).toHaveTextContent('You have already joined Weekly Race.');
    expect(joinCalls).toBe(1);
  });

  it('gives a self-excluded or frozen player the restriction notice instead of a join button', async () => {
    const { unmount } = renderTournament({ user: excluded });
    const notice = await shown('restricted-account');
    expect(notice).toHaveTextContent('Your account is self-excluded until');
    expect(within(notice).getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute('href', '/withdraw');
    expect(screen.queryByTestId('tournament-join')).not.toBeInTheDocument();
    unmount();
    renderTournament({ user: frozen });
    expect(await shown('restricted-account')).toHaveAttribute('data-kind', 'frozen');
    expect(screen.queryByTestId('tournament-join')).not.toBeInTheDocument();
    expect(joinCalls).toBe(0);
  });

  it('sends a guest to the login modal on the same page', async () => {
    renderTournament();
    await shown('tournament-login');
    expect(screen.getByRole('link', { name: 'Log in to join' })).toHaveAttribute('href', '/tournaments/1?modal=login');
    expect(screen.queryByTestId('tournament-join')).not.toBeInTheDocument();
  });

  it('offers no join once the tournament has ended, and says it is over', async () => {
    tournament = tournamentFixture({ id: 1, status: 'ended' });
    renderTournament({ user: player });
    await screen.findByTestId('leaderboard-table');
    expect(screen.getByTestId('tournament-status')).toHaveTextContent('Ended');
    expect(screen.getByTestId('tournament-timing')).toHaveTextContent(/^Ended .* UTC$/);
    expect(screen.queryByTestId('tournament-join')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('leaderboard-table')).getAllByRole('columnheader').at(-1)).toHaveTextContent(
      'Prize',
    );
  });

  it('opens a player’s public statistics from their row, anonymous players included', async () => {
    // The test's clock runs on with real time; it skips the dialog's close animation below.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup();
    renderTournament();
    await screen.findByTestId('leaderboard-table');
    const [first] = screen.getAllByTestId('leaderboard-player');
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'LuckyLuke: statistics' });
    expect(await within(dialog).findByTestId('player-stats-races')).toHaveTextContent('12');
    expect(dialog).toHaveTextContent('Joined');
    expect(dialog).toHaveTextContent('Jun 1, 2025');
    expect(dialog).toHaveTextContent('€45,210.50');
    expect(dialog).toHaveTextContent('3,400');
    expect(dialog).toHaveTextContent('€1,750.00');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(() => vi.advanceTimersByTimeAsync(baseTheme.motion.modalClose));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the sixth row is a player in ghost mode: the backend names them Anonymous, here too
    const ghost = screen.getAllByTestId('leaderboard-player')[5] as HTMLElement;
    expect(ghost).toHaveTextContent('Anonymous');
    await user.click(ghost);
    expect(await screen.findByRole('dialog', { name: 'Anonymous: statistics' })).toBeInTheDocument();
  });

  it('reads the leaderboard again when the socket says it moved, at most once every 2 seconds, and only for this tournament', async () => {
    // A clock the test moves: the socket client loads after 1.5 s (no requestIdleCallback in jsdom) and the throttle
    // waits 2 s. It also runs on with real time, for the mock server's and React Query's own timers.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    renderTournament({}, true);
    await screen.findByTestId('leaderboard-table');
    expect(boardCalls).toBe(1);
    // The socket client loads once the page is idle.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(socket.onMoved).not.toBeNull());
    rows = leaderboardRowsFixture(20).map((row) =>
      row.position === 1 ? { ...row, nickname: 'NewLeader', score: 30_000, wagered: 30_000 } : row,
    );
    act(() => socket.onMoved?.(1));
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')[0]).toHaveTextContent('NewLeader'));
    expect(boardCalls).toBe(2);
    // news of another tournament changes nothing; a burst of news for this one is one more read, two seconds later
    act(() => {
      socket.onMoved?.(2);
      socket.onMoved?.(1);
      socket.onMoved?.(1);
      socket.onMoved?.(1);
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(boardCalls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1_700));
    await waitFor(() => expect(boardCalls).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(boardCalls).toBe(3);
    expect(socket.subscriptions).toBe(1);
  });

  it('reads the leaderboard once the socket connects, and again after a reconnect: a move before it connected is not missed', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    renderTournament({}, true);
    await screen.findByTestId('leaderboard-table');
    expect(boardCalls).toBe(1);
    // The race moves while the socket client is still loading: no event will ever say so.
    rows = leaderboardRowsFixture(20).map((row) =>
      row.position === 1 ? { ...row, nickname: 'EarlyLeader', score: 30_000, wagered: 30_000 } : row,
    );
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(socket.onConnected).not.toBeNull());
    act(() => socket.onConnected?.());
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')[0]).toHaveTextContent('EarlyLeader'));
    expect(boardCalls).toBe(2);
    // The connection drops and comes back: what moved meanwhile is read once more (throttled like the moves).
    rows = leaderboardRowsFixture(20).map((row) =>
      row.position === 1 ? { ...row, nickname: 'LateLeader', score: 40_000, wagered: 40_000 } : row,
    );
    act(() => socket.onConnected?.());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')[0]).toHaveTextContent('LateLeader'));
    expect(boardCalls).toBe(3);
  });

  it('says a tournament that could not be loaded, and shows it after Try again, with one request per press', async () => {
    boardFailures = 1;
    renderPage(<TournamentPage tournamentId={tournament.id} live={false} />, {
      route: `/tournaments/${tournament.id}`,
    });
    const failure = await screen.findByTestId('load-failure');
    expect(failure).toHaveAttribute('role', 'alert');
    const before = boardCalls;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: tournament.name })).toBeInTheDocument();
    expect(boardCalls).toBe(before + 1);
    expect(screen.queryByTestId('load-failure')).toBeNull();
  });

  it('says a tournament that does not exist is gone', async () => {
    renderPage(<TournamentPage tournamentId={99} live={false} />, { route: '/tournaments/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This tournament does not exist or was removed.');
  });
});
