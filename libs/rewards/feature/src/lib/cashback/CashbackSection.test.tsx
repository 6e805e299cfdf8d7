import { endpoints } from '@casino/api-contract';
import { formatDateTimeUtc } from '@casino/translate';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRewards } from '../calendar/renderRewards';
import { CashbackSection } from './CashbackSection';

let reads = 0;
const state = (available: number) => ({
  ngr: 120,
  percent: 10,
  available,
  currencyCode: 'EUR',
  periodStart: '2026-11-24T00:00:00.000Z',
  nextCalculationAt: '2026-11-24T10:30:00.000Z',
  lastClaimedAt: null,
});
const server = mockServer(
  mockEndpoint(endpoints.getCashback, () => {
    reads += 1;
    return state(12);
  }),
  mockEndpoint(endpoints.getCalendarAward, { userCalendarData: { ngr: 50, payout: 5, percent: 10 } }),
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
);

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

function renderAsPlayer() {
  saveAccessToken('player-token');
  reads = 0;
  return renderRewards(<CashbackSection />, { user: userDetailsFixture() });
}

afterEach(() => vi.useRealTimers());

describe('CashbackSection', () => {
  it.each([
    ['NO_CASHBACK', 'No cashback is available yet'],
    ['CASHBACK_NEED_DEPOSIT', 'Cashback requires a prior deposit'],
  ] as const)('says what %s means when the claim is refused', async (code, text) => {
    server.use(mockEndpoint(endpoints.claimCashback, () => contractError(400, code, code)));
    renderAsPlayer();
    await userEvent.click(await screen.findByTestId('cashback-claim'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('claims once however often it is pressed and says what was added', async () => {
    let claims = 0;
    server.use(
      mockEndpoint(endpoints.claimCashback, async () => {
        claims += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { amount: 12, currencyCode: 'EUR' };
      }),
    );
    renderAsPlayer();
    const claim = await screen.findByTestId('cashback-claim');
    await userEvent.dblClick(claim);
    expect(await screen.findByRole('status')).toHaveTextContent('€12.00 cashback has been added to your balance.');
    expect(claims).toBe(1);
  });

  it('counts down to the next half hour and reads the accumulator again once at zero', async () => {
    // The clears too: with the browser's own, Testing Library's wait below could not stop its check every 50 ms, and
    // the 72 s the test moves the clock ran it 1,440 times.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(new Date('2026-11-24T10:29:50Z'));
    renderAsPlayer();
    expect(await screen.findByTestId('cashback-available')).toHaveTextContent('€12.00');
    const before = reads;
    expect(screen.getByTestId('cashback-countdown')).toHaveTextContent('00:00:10');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(12_000);
    });
    expect(reads).toBe(before + 1);
    // The next countdown runs to 11:00, and nothing more is read meanwhile.
    expect(screen.getByTestId('cashback-countdown')).toHaveTextContent(/00:29:5\d/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(reads).toBe(before + 1);
  });

  it('tells a player without a deposit that cashback needs one, with the way to the cashier; a depositor sees no such notice', async () => {
    saveAccessToken('player-token');
    const { unmount } = renderRewards(<CashbackSection />, { user: userDetailsFixture({ depositCount: 0 }) });
    expect(await screen.findByTestId('deposit-required')).toHaveTextContent(
      'Deposit required. Cashback is paid on play with deposited money',
    );
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/deposit');
    unmount();
    renderRewards(<CashbackSection />, { user: userDetailsFixture({ depositCount: 3 }) });
    expect(await screen.findByTestId('cashback-available')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-required')).not.toBeInTheDocument();
  });

  it('asks a guest to log in', () => {
    renderRewards(<CashbackSection />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('modal=login'),
    );
  });

  it('disables Claim for a self-excluded player, says why with the end date instead of asking for a deposit, and claims nothing', async () => {
    let claims = 0;
    const until = '2099-01-01T12:00:00.000Z';
    const excluded = userDetailsFixture({
      depositCount: 0,
      getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: until, frozenUntil: null } },
    });
    server.use(
      mockEndpoint(endpoints.getUserDetails, excluded),
      mockEndpoint(endpoints.claimCashback, () => {
        claims += 1;
        return { amount: 12, currencyCode: 'EUR' };
      }),
    );
    saveAccessToken('player-token');
    renderRewards(<CashbackSection />, { user: excluded });
    const claim = await screen.findByTestId('cashback-claim');
    expect(claim).toBeDisabled();
    const date = formatDateTimeUtc('en', until);
    expect(screen.getByTestId('restricted-account')).toHaveTextContent(`Your account is self-excluded until ${date}.`);
    expect(screen.queryByTestId('deposit-required')).not.toBeInTheDocument();
    await userEvent.click(claim);
    expect(claims).toBe(0);
  });
});
