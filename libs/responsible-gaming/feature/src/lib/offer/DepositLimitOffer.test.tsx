import { endpoints, type BodyOf, type ResponsibleGaming, type UserDetails } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { responsibleGamingKeys } from '../../api/responsible-gaming-keys';
import { limitFixture, newPlayerStateFixture } from '../fixtures';
import DepositLimitOffer from './DepositLimitOffer';
import { depositLimitOfferDue } from './depositLimitOffer';

let state: ResponsibleGaming;
let user: UserDetails;
let sets: BodyOf<typeof endpoints.setLimit>[] = [];
let answerSet: (body: BodyOf<typeof endpoints.setLimit>) => ResponsibleGaming | Response;

mockServer(
  mockEndpoint(endpoints.getLimits, () => state),
  mockEndpoint(endpoints.getUserDetails, () => user),
  mockEndpoint(endpoints.setLimit, async ({ body }) => {
    const b = body as BodyOf<typeof endpoints.setLimit>;
    sets.push(b);
    await delay(40);
    const answer = answerSet(b);
    if (!(answer instanceof Response)) state = answer;
    return answer;
  }),
);

const KEY = 'casino.depositLimitOffer.7';

/** A UK player without deposits or limits, nothing remembered of the offer. */
function reset() {
  localStorage.clear();
  state = newPlayerStateFixture();
  user = userDetailsFixture({ depositCount: 0 });
  sets = [];
  answerSet = (b) => ({
    ...state,
    limits: [limitFixture({ type: 'deposit', period: b.period, amount: b.amount, used: 0 })],
  });
  saveAccessToken('player-token');
}
beforeEach(reset);

afterEach(() => vi.restoreAllMocks());

/** The offer mounted once above the pages, as the brand app's page services mount it (it stays across navigations). */
function Overlays() {
  return (
    <>
      <DepositLimitOffer />
      <Outlet />
    </>
  );
}

const render = (route = '/casino', lng = 'en') =>
  renderPage(<p>Not found</p>, {
    user,
    route,
    lng,
    routes: [
      {
        id: 'overlays',
        element: <Overlays />,
        children: [
          { id: 'casino', path: 'casino', element: <h1>Casino</h1> },
          { id: 'promotions', path: 'promotions', element: <h1>Promotions</h1> },
          { id: 'deposit', path: 'deposit', element: <h1>Deposit</h1> },
        ],
      },
    ],
  });

const offer = () => screen.queryByTestId('deposit-limit-offer');
/**
 * `ms` pass on the test's clock (these tests run on a fake one that also moves with real time): what is due by then has
 * happened, without the test waiting for it.
 */
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The offer goes: once its dialog starts closing, the clock moves past the close animation (300 ms otherwise). */
const gone = async () => {
  await waitFor(() =>
    expect(offer() === null || offer()?.closest('[data-state]')?.getAttribute('data-state') === 'closing').toBe(true),
  );
  await later(baseTheme.motion.modalClose);
  await waitFor(() => expect(offer()).not.toBeInTheDocument());
};
/** The player's state answered and the page settled: an offer that is due has opened by then. */
const settled = async (queryClient: ReturnType<typeof render>['queryClient']) => {
  await waitFor(() => expect(queryClient.getQueryData(responsibleGamingKeys.state())).toBeDefined());
  await later(100);
};
/**
 * The offer's dialog once open, found through the form inside it and checked for its role (and its `name` where a test
 * is about its words): a role query with a name computes the styles of every element it reads and of their ancestors
 * (in jsdom each through every style rule of the document, the backdrop's colour parsed again each time), at every poll
 * while it waits.
 */
const offerDialog = async (name?: string) => {
  const form = await waitFor(() => {
    const found = offer();
    if (!found) throw new Error('The offer is not open');
    return found;
  });
  const dialog = form.closest<HTMLElement>('[role="dialog"]');
  expect(dialog).toHaveRole('dialog');
  if (name) expect(dialog).toHaveAccessibleName(name);
  return dialog as HTMLElement;
};

describe('DepositLimitOffer', () => {
  // The offer's first opening in a worker runs its code, the dialog's and jsdom's style code and writes its styles for
  // the first time (half a second, which the first test paid on top of its own work): done once in a hook, as
  // vitest.setup.ts warms React, it is no test's.
  beforeAll(async () => {
    reset();
    const { unmount } = render('/casino');
    await offerDialog();
    unmount();
  });
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('offers a UK player without deposits or a deposit limit a deposit limit on the first page, with a labelled period, amount and a way to every limit', async () => {
    render('/casino');
    const dialog = await offerDialog('Set a deposit limit');
    expect(dialog).toHaveAccessibleDescription(
      'The rules of your market (United Kingdom) ask us to offer you a deposit limit before you play. You choose the period and the amount, and you can lower it at any time.',
    );
    // Each control found by its label or text and checked for its role and what names it: role queries computed the
    // styles of every control of the dialog and of all their ancestors, each time through every style rule (a second).
    const period = within(dialog).getByText('Period').closest('fieldset');
    expect(period).toHaveRole('group');
    expect(period).toHaveAccessibleName('Period');
    const daily = within(period as HTMLElement).getByLabelText('Daily');
    expect(daily).toHaveRole('radio');
    expect(daily).toBeChecked();
    expect(
      [...(period as HTMLElement).querySelectorAll('input')].map((r) => [r.type, r.getAttribute('value')]),
    ).toEqual([
      ['radio', '0'],
      ['radio', '1'],
      ['radio', '2'],
    ]);
    const amount = within(dialog).getByLabelText('Limit amount in EUR');
    expect(amount).toHaveRole('textbox');
    expect(amount).toHaveAccessibleDescription('A higher amount applies after 24 hours; a lower one at once.');
    const limits = within(dialog).getByText('All limits and tools');
    expect(limits).toHaveRole('link');
    expect(limits).toHaveAttribute('href', '/profile2/limits');
    expect(within(dialog).getByText('Set limit')).toHaveRole('button');
    expect(within(dialog).getByTestId('deposit-limit-offer-later')).toHaveTextContent('Not now');
    expect(localStorage.getItem(KEY)).toBe('offered');
  });

  it('says the limit is required before depositing where the market makes it mandatory (SE)', async () => {
    state = newPlayerStateFixture({ market: 'SE' });
    render('/casino');
    expect(await offerDialog('Set a deposit limit')).toHaveAccessibleDescription(
      'In your market (Sweden) you need a deposit limit before you deposit or play for real. You choose the period and the amount.',
    );
  });

  it('is not offered in a market without the rule', async () => {
    state = newPlayerStateFixture({ market: 'default' });
    const { queryClient } = render('/deposit');
    await settled(queryClient);
    expect(offer()).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is not offered to a player who has a deposit limit of any period', async () => {
    state = newPlayerStateFixture({
      limits: [limitFixture({ type: 'bet', period: 0 }), limitFixture({ type: 'deposit', period: 2 })],
    });
    const { queryClient } = render('/deposit');
    await settled(queryClient);
    expect(offer()).not.toBeInTheDocument();
  });

  it('is not offered to a player who has made a deposit', async () => {
    user = userDetailsFixture({ depositCount: 1 });
    const { queryClient } = render('/deposit');
    await settled(queryClient);
    expect(offer()).not.toBeInTheDocument();
  });

  it('after Not now on another page stays away from other pages, comes back on the deposit page, and stays away once declined there', async () => {
    const user = userEvent.setup();
    const { router } = render('/casino');
    await user.click(within(await offerDialog()).getByTestId('deposit-limit-offer-later'));
    await gone();
    expect(localStorage.getItem(KEY)).toBe('offered');
    await act(() => router.navigate('/promotions'));
    await later(100);
    expect(offer()).not.toBeInTheDocument();
    await act(() => router.navigate('/deposit'));
    expect(await offerDialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await gone();
    expect(localStorage.getItem(KEY)).toBe('declinedAtDeposit');
    await act(() => router.navigate('/casino'));
    await act(() => router.navigate('/deposit'));
    await later(100);
    expect(offer()).not.toBeInTheDocument();
  });

  it('after Not now on the deposit page stays away, also after a reload', async () => {
    const user = userEvent.setup();
    const { router, unmount } = render('/deposit');
    await user.click(within(await offerDialog()).getByTestId('deposit-limit-offer-later'));
    await gone();
    expect(localStorage.getItem(KEY)).toBe('declinedAtDeposit');
    await act(() => router.navigate('/casino'));
    await act(() => router.navigate('/deposit'));
    await later(100);
    expect(offer()).not.toBeInTheDocument();
    unmount();
    const { queryClient } = render('/deposit');
    await settled(queryClient);
    expect(offer()).not.toBeInTheDocument();
  });

  it('waits while another dialog is open from the URL, and opens once it closes', async () => {
    const { router, queryClient } = render('/casino?modal=login');
    await settled(queryClient);
    expect(offer()).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    await act(() => router.navigate('/casino'));
    expect(await offerDialog()).toBeInTheDocument();
  });

  it('sets the chosen limit with one request however often Set limit is pressed, shows progress, then closes and says so', async () => {
    const user = userEvent.setup();
    const { router } = render('/casino');
    const dialog = await offerDialog();
    await user.click(within(dialog).getByLabelText('Weekly'));
    await user.type(within(dialog).getByTestId('deposit-limit-offer-amount'), '250');
    const save = within(dialog).getByTestId('deposit-limit-offer-save');
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(save);
    await gone();
    expect(sets).toEqual([{ type: 'deposit', period: 1, amount: 250 }]);
    expect(screen.getByTestId('deposit-limit-offer-saved')).toHaveTextContent('Weekly deposit limit set: €250.00.');
    // the player has a deposit limit now: the deposit page does not offer one again
    await act(() => router.navigate('/deposit'));
    await later(100);
    expect(offer()).not.toBeInTheDocument();
  });

  it('shows why a refused request failed inside the dialog and keeps the chosen period and amount', async () => {
    answerSet = () => contractError(422, 'VALIDATION_ERROR', 'not allowed');
    const user = userEvent.setup();
    render('/casino');
    const dialog = await offerDialog();
    await user.click(within(dialog).getByLabelText('Monthly'));
    await user.type(within(dialog).getByTestId('deposit-limit-offer-amount'), '100');
    await user.click(within(dialog).getByTestId('deposit-limit-offer-save'));
    await waitFor(() => expect(within(dialog).queryByText('That value is not allowed here.')).toHaveRole('alert'));
    expect(sets).toEqual([{ type: 'deposit', period: 2, amount: 100 }]);
    expect(within(dialog).getByTestId('deposit-limit-offer-amount')).toHaveValue('100');
    expect(within(dialog).getByLabelText('Monthly')).toBeChecked();
    expect(offer()).toBeInTheDocument();
  });

  it('refuses an amount that is not one before sending, on the field itself', async () => {
    const user = userEvent.setup();
    render('/casino');
    const dialog = await offerDialog();
    const amount = within(dialog).getByTestId('deposit-limit-offer-amount');
    await user.type(amount, '-5');
    await user.click(within(dialog).getByTestId('deposit-limit-offer-save'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/^Enter an amount above zero, like 50 or 50.50\./);
    expect(amount).toHaveFocus();
    await later(60);
    expect(sets).toEqual([]);
    expect(offer()).toBeInTheDocument();
  });

  it('works where the browser refuses storage: declined once, it stays away from other pages of this visit', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const user = userEvent.setup();
    const { router } = render('/casino');
    await user.click(within(await offerDialog()).getByTestId('deposit-limit-offer-later'));
    await gone();
    await act(() => router.navigate('/promotions'));
    await later(100);
    expect(offer()).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    render('/casino', 'ar');
    const dialog = await offerDialog('ضع حدًا للإيداع');
    expect(within(dialog).getByTestId('deposit-limit-offer-later')).toHaveTextContent('ليس الآن');
    expect(within(dialog).getByLabelText('أسبوعي')).toHaveRole('radio');
  });
});

describe('depositLimitOfferDue', () => {
  const player = { depositCount: 0, limits: [], mark: null, onDepositPage: false };
  it.each([
    ['UK', true],
    ['SE', true],
    ['ON', true],
    ['FR', true],
    ['MT', false],
    ['default', false],
  ])('in %s at registration: %s', (market, due) => expect(depositLimitOfferDue({ ...player, market })).toBe(due));

  it('comes back on the deposit page only until declined there', () => {
    expect(depositLimitOfferDue({ ...player, market: 'UK', mark: 'offered' })).toBe(false);
    expect(depositLimitOfferDue({ ...player, market: 'UK', mark: 'offered', onDepositPage: true })).toBe(true);
    expect(depositLimitOfferDue({ ...player, market: 'UK', mark: 'declinedAtDeposit', onDepositPage: true })).toBe(
      false,
    );
  });
});
