import { endpoints, type BodyOf, type ResponsibleGaming, type UserDetails } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rgKeys } from '../../api/rg-keys';
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

beforeEach(() => {
  localStorage.clear();
  state = newPlayerStateFixture();
  user = userDetailsFixture({ depositCount: 0 });
  sets = [];
  answerSet = (b) => ({ ...state, limits: [limitFixture({ type: 'deposit', period: b.period, amount: b.amount, used: 0 })] });
  saveAccessToken('player-token');
});

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
const gone = () => waitFor(() => expect(offer()).not.toBeInTheDocument());
/** The player's state answered and the page settled: an offer that is due has opened by then. */
const settled = async (queryClient: ReturnType<typeof render>['queryClient']) => {
  await waitFor(() => expect(queryClient.getQueryData(rgKeys.state())).toBeDefined());
  await new Promise((r) => setTimeout(r, 100));
};

describe('DepositLimitOffer', () => {
  it('offers a UK player without deposits or a deposit limit a deposit limit on the first page, with a labelled period, amount and a way to every limit', async () => {
    render('/casino');
    const dialog = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    expect(dialog).toHaveAccessibleDescription('The rules of your market (United Kingdom) ask us to offer you a deposit limit before you play. You choose the period and the amount, and you can lower it at any time.');
    const period = within(dialog).getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(within(period).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['0', '1', '2']);
    expect(within(dialog).getByRole('textbox', { name: 'Limit amount in EUR' })).toHaveAccessibleDescription('A higher amount applies after 24 hours; a lower one at once.');
    expect(within(dialog).getByRole('link', { name: 'All limits and tools' })).toHaveAttribute('href', '/profile2/limits');
    expect(within(dialog).getByRole('button', { name: 'Set limit' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('deposit-limit-offer-later')).toHaveTextContent('Not now');
    expect(localStorage.getItem(KEY)).toBe('offered');
  });

  it('says the limit is required before depositing where the market makes it mandatory (SE)', async () => {
    state = newPlayerStateFixture({ market: 'SE' });
    render('/casino');
    expect(await screen.findByRole('dialog', { name: 'Set a deposit limit' })).toHaveAccessibleDescription(
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
    state = newPlayerStateFixture({ limits: [limitFixture({ type: 'bet', period: 0 }), limitFixture({ type: 'deposit', period: 2 })] });
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
    await user.click(await screen.findByTestId('deposit-limit-offer-later'));
    await gone();
    expect(localStorage.getItem(KEY)).toBe('offered');
    await act(() => router.navigate('/promotions'));
    await new Promise((r) => setTimeout(r, 100));
    expect(offer()).not.toBeInTheDocument();
    await act(() => router.navigate('/deposit'));
    expect(await screen.findByRole('dialog', { name: 'Set a deposit limit' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await gone();
    expect(localStorage.getItem(KEY)).toBe('declinedAtDeposit');
    await act(() => router.navigate('/casino'));
    await act(() => router.navigate('/deposit'));
    await new Promise((r) => setTimeout(r, 100));
    expect(offer()).not.toBeInTheDocument();
  });

  it('after Not now on the deposit page stays away, also after a reload', async () => {
    const user = userEvent.setup();
    const { router, unmount } = render('/deposit');
    await user.click(await screen.findByTestId('deposit-limit-offer-later'));
    await gone();
    expect(localStorage.getItem(KEY)).toBe('declinedAtDeposit');
    await act(() => router.navigate('/casino'));
    await act(() => router.navigate('/deposit'));
    await new Promise((r) => setTimeout(r, 100));
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
    expect(await screen.findByRole('dialog', { name: 'Set a deposit limit' })).toBeInTheDocument();
  });

  it('sets the chosen limit with one request however often Set limit is pressed, shows progress, then closes and says so', async () => {
    const user = userEvent.setup();
    const { router } = render('/casino');
    const dialog = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
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
    await new Promise((r) => setTimeout(r, 100));
    expect(offer()).not.toBeInTheDocument();
  });

  it('shows why a refused request failed inside the dialog and keeps the chosen period and amount', async () => {
    answerSet = () => contractError(422, 'VALIDATION_ERROR', 'not allowed');
    const user = userEvent.setup();
    render('/casino');
    const dialog = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    await user.click(within(dialog).getByRole('radio', { name: 'Monthly' }));
    await user.type(within(dialog).getByTestId('deposit-limit-offer-amount'), '100');
    await user.click(within(dialog).getByTestId('deposit-limit-offer-save'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That value is not allowed here.');
    expect(sets).toEqual([{ type: 'deposit', period: 2, amount: 100 }]);
    expect(within(dialog).getByTestId('deposit-limit-offer-amount')).toHaveValue('100');
    expect(within(dialog).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(offer()).toBeInTheDocument();
  });

  it('refuses an amount that is not one before sending, on the field itself', async () => {
    const user = userEvent.setup();
    render('/casino');
    const dialog = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    const amount = within(dialog).getByTestId('deposit-limit-offer-amount');
    await user.type(amount, '-5');
    await user.click(within(dialog).getByTestId('deposit-limit-offer-save'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/^Enter an amount above zero, like 50 or 50.50\./);
    expect(amount).toHaveFocus();
    await new Promise((r) => setTimeout(r, 60));
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
    await user.click(await screen.findByTestId('deposit-limit-offer-later'));
    await gone();
    await act(() => router.navigate('/promotions'));
    await new Promise((r) => setTimeout(r, 100));
    expect(offer()).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    render('/casino', 'ar');
    const dialog = await screen.findByRole('dialog', { name: 'ضع حدًا للإيداع' });
    expect(within(dialog).getByTestId('deposit-limit-offer-later')).toHaveTextContent('ليس الآن');
    expect(within(dialog).getByRole('radio', { name: 'أسبوعي' })).toBeInTheDocument();
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
    expect(depositLimitOfferDue({ ...player, market: 'UK', mark: 'declinedAtDeposit', onDepositPage: true })).toBe(false);
  });
});
