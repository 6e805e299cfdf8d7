import { endpoints } from '@casino/api-contract';
import { formatDateTimeUtc } from '@casino/translate';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { addDays, localIsoDay } from '@casino/rewards-ui';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRewards } from './renderRewards';
import { RakebackSection } from './RakebackSection';
// The result dialog the section loads lazily, loaded with this file: no test waits for its module.
import './ClaimResultDialog';

const today = localIsoDay(new Date());
let paidToday: string | null = null;
let claims: { query: URLSearchParams; body: unknown }[] = [];
const days = () =>
  Array.from({ length: 28 }, (_, i) => {
    const date = addDays(today, i - 8);
    return {
      canClaimDate: date,
      bonusId: 77,
      amount: date === today ? '12.5' : 3,
      paidAt: date === today ? paidToday : date < today ? `${date}T09:00:00.000Z` : null,
    };
  });
const server = mockServer(
  mockEndpoint(endpoints.getRakebackDays, () => ({ days: days(), currencyCode: 'EUR' })),
  mockEndpoint(endpoints.rakebackClaim, async ({ query, body }) => {
    claims.push({ query, body });
    await new Promise((resolve) => setTimeout(resolve, 50));
    paidToday = new Date().toISOString();
    return { amount: 12.5, bonusId: 77 };
  }),
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
);

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
// And a worker's first render of the calendar and of the result dialog inserts and parses their styles and compiles
// their code (about half a second in jsdom): done once here too, not by whichever test runs first.
beforeAll(async () => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
  renderAsPlayer();
  await userEvent.click(await screen.findByRole('button', { name: /^Get .* for/ }));
  await waitFor(() => expect(screen.queryByTestId('rakeback-result')).not.toBeNull());
  cleanup();
});

/**
 * The claim's result, once shown, and the dialog it is in. Waited for by its test id: each failed try of a role query
 * works out the styles of the 28 days, and prints them all into an error message nobody reads while the test waits.
 */
async function resultDialog(name: string, options?: { timeout: number }) {
  await waitFor(() => expect(screen.queryByTestId('rakeback-result')).not.toBeNull(), options);
  const dialog = screen.getByRole('dialog', { name });
  expect(dialog).toContainElement(screen.getByTestId('rakeback-result'));
  return dialog;
}

function renderAsPlayer() {
  saveAccessToken('player-token');
  claims = [];
  paidToday = null;
  return renderRewards(<RakebackSection variant="grid" />, { user: userDetailsFixture() });
}

describe('RakebackSection', () => {
  it('claims today once however often Get is pressed, and confirms with the amount and currency in place of [A]', async () => {
    renderAsPlayer();
    const get = await screen.findByRole('button', { name: /^Get .* for/ });
    await userEvent.dblClick(get);
    await userEvent.click(get).catch(() => undefined);
    const dialog = await resultDialog('Reward claimed');
    expect(within(dialog).getByTestId('rakeback-result')).toHaveTextContent(
      '12.50 EUR has been added to your balance.',
    );
    expect(claims).toHaveLength(1);
    const [claim] = claims;
    if (!claim) throw new Error('no claim');
    expect(claim.body).toMatchObject({
      bonusId: 77,
      claimDate: today,
      customerDate: expect.stringMatching(new RegExp(`^${today}T`)),
    });
    expect(claim.query.get('bonusId')).toBe('77');
    expect(claim.query.get('timeZone')).toBeTruthy();
    expect(claim.query.get('customerDate')).toMatch(new RegExp(`^${today}T`));
    // The days are read again: today now shows claimed.
    await waitFor(() =>
      expect(document.querySelector(`[data-date="${today}"]`)).toHaveAttribute('data-state', 'claimed'),
    );
  });

  it('says the claim failed with the spec keys when the backend refuses it', async () => {
    server.use(
      mockEndpoint(endpoints.rakebackClaim, () =>
        contractError(409, 'ALREADY_CLAIMED', 'This day was already claimed'),
      ),
    );
    renderAsPlayer();
    await userEvent.click(await screen.findByRole('button', { name: /^Get .* for/ }));
    const dialog = await resultDialog('Could not claim');
    expect(dialog).toHaveTextContent('We could not claim this reward. Please try again later.');
  });

  it('confirms the claim as soon as it is answered, while the days that follow cannot be read', async () => {
    renderAsPlayer();
    const get = await screen.findByRole('button', { name: /^Get .* for/ });
    // The claim goes through; every read after it fails (retried for seconds with the backoff of real queries).
    server.use(mockEndpoint(endpoints.getRakebackDays, () => contractError(503, 'SERVICE_UNAVAILABLE', 'down')));
    await userEvent.click(get);
    const dialog = await resultDialog('Reward claimed', { timeout: 3_000 });
    // (Awaiting the re-read, as before, put it after the last retry: 1 + 2 + 4 s.)
    expect(dialog).toHaveTextContent('12.50 EUR has been added to your balance.');
    // The calendar stays on screen with what was read before, and today's button is ready again.
    expect(get).toBeEnabled();
  });

  it('shows a guest sample amounts and no Get button', async () => {
    renderRewards(<RakebackSection variant="grid" />);
    expect(screen.getByText(/Sample amounts/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(28);
    expect(screen.queryByRole('button', { name: /Get/ })).toBeNull();
  });

  it('shows a frozen player the days without Get, says why with the end of the freeze, and claims nothing', async () => {
    const until = '2099-01-01T12:00:00.000Z';
    const frozen = userDetailsFixture({
      getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: until } },
    });
    server.use(mockEndpoint(endpoints.getUserDetails, frozen));
    saveAccessToken('player-token');
    claims = [];
    paidToday = null;
    renderRewards(<RakebackSection variant="grid" />, { user: frozen });
    const notice = await screen.findByTestId('restricted-account');
    const date = formatDateTimeUtc('en', until);
    expect(notice).toHaveTextContent(`Your account is frozen until ${date}.`);
    expect(within(notice).getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute('href', '/withdraw');
    await waitFor(() =>
      expect(document.querySelector(`[data-date="${today}"]`)).toHaveAttribute('data-state', 'claimable'),
    );
    expect(screen.queryByRole('button', { name: /^Get/ })).toBeNull();
    expect(claims).toHaveLength(0);
  });

  it('shows no calendar to a player who opted out of reward calendars: the full calendar says why and where to bring it back, and the days are not asked for', async () => {
    saveAccessToken('player-token');
    let asked = 0;
    server.use(
      mockEndpoint(endpoints.getRakebackDays, () => {
        asked += 1;
        return { days: days(), currencyCode: 'EUR' };
      }),
    );
    const optedOut = userDetailsFixture({ getUser: { rewardCalendarOptOut: true } });
    const { unmount } = renderRewards(<RakebackSection variant="grid" />, { user: optedOut });
    const notice = await screen.findByTestId('calendar-opted-out');
    expect(notice).toHaveTextContent('You chose to hide reward calendars.');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/responsible-gambling#tools');
    expect(screen.queryByRole('button', { name: /^Get/ })).not.toBeInTheDocument();
    unmount();
    const strip = renderRewards(<RakebackSection variant="carousel" />, { user: optedOut });
    expect(strip.container).toBeEmptyDOMElement();
    expect(asked).toBe(0);
  });
});
