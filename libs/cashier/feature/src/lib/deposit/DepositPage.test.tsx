import { endpoints, THREE_DS_MESSAGE_SOURCE, type BodyOf, type Bonus } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { DEPOSIT_EVENT } from '@casino/tracking';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cashierMethods, depositAnswer, depositFixture } from '../fixtures';
import { DepositPage } from './DepositPage';

const welcomeBonus: Bonus = {
  id: 3,
  name: 'Welcome',
  type: 'deposit',
  isDeposit: true,
  banner: { bannerTitle: 'Welcome 150%', bannerDescription: '', bannerType: 'deposit', imageUrl: '', buttonUrl: '' },
  depositBonusPercent: 150,
  bonusAmount: null,
  maxBonusThreshold: 1000,
  maxWinAmount: null,
  minBalance: null,
  minDeposit: 100,
  freeSpinsQuantity: 100,
  freeSpinGame: null,
  wageringMultiplier: 35,
  wageringType: 'REAL_TO_FUN',
  cashbackPercent: null,
  validFrom: null,
  validTo: null,
  daysValid: null,
  validOnDays: [],
  startTime: null,
  endTime: null,
  requiredDepositCount: null,
  maxParticipants: null,
  participants: 0,
  currencyCode: 'EUR',
  userStatus: null,
};
type Body = BodyOf<typeof endpoints.createDeposit>;
let sent: Body[] = [];
let answer: (body: Body) => Response | ReturnType<typeof depositAnswer> = () => depositAnswer();
const server = mockServer(
  mockEndpoint(endpoints.getPayments, () => cashierMethods),
  mockEndpoint(endpoints.getAllBonus, () => ({ bonus: { count: 0, rows: [] } })),
  mockEndpoint(endpoints.getUserDetails, () => player()),
  mockEndpoint(endpoints.createDeposit, async ({ body }) => {
    sent.push(body as Body);
    await delay(50);
    return answer(body as Body);
  }),
);

beforeEach(() => {
  sent = [];
  answer = () => depositAnswer();
  saveAccessToken('player-token');
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());

const player = (overrides: Parameters<typeof userDetailsFixture>[0] = {}) =>
  userDetailsFixture({ depositCount: 3, ...overrides });

type User = ReturnType<typeof userEvent.setup>;

/**
 * The element with test id `what` (or that `what` queries) once it is shown: findBy* without its failures while it
 * waits, each of which printed the whole page into its message (tens of ms at every change of the page while a request
 * is on its way). Past the timeout, waitFor prints the page once.
 */
function shown(what: string | (() => HTMLElement | null)): Promise<HTMLElement> {
  const query = typeof what === 'string' ? () => screen.queryByTestId(what) : what;
  return waitFor(() => {
    const found = query();
    if (!found) throw new Error(`Not shown yet: ${typeof what === 'string' ? `data-testid="${what}"` : String(what)}`);
    return found;
  });
}

/** Pastes `text` into `field`: these tests are about what is checked and sent, not about typing key by key. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/**
 * Fills the card form, each field pasted (the number and the expiry are formatted from what is pasted as from what is
 * typed). Its fields are found by their labels within the card form: a label query reads every element of the page.
 */
async function fillCard(user: User, number = '4242424242424242') {
  const card = within(await shown('card-form'));
  await fill(user, card.getByLabelText(/Card number/), number);
  await fill(user, card.getByLabelText(/Expiry date/), '1230');
  await fill(user, card.getByLabelText(/CVC/), '123');
  await fill(user, card.getByLabelText(/Name on the card/), 'Max Player');
}

/**
 * The element showing `text`, checked for its role: a role query with a name computes the styles of every candidate on
 * the page and of their ancestors (a tenth of a second and more per query here, where jsdom runs every style rule of
 * the document for each element it styles).
 */
function byText(role: 'button' | 'link', text: string): HTMLElement {
  const found = screen.getByText(text);
  expect(found).toHaveRole(role);
  return found;
}

/** The radio labelled `label`, once shown (a label query, not a role query with a name: see `byText`). */
async function radio(label: string | RegExp): Promise<HTMLElement> {
  const found = await shown(() => screen.queryByLabelText(label));
  expect(found).toHaveRole('radio');
  return found;
}

describe('DepositPage', () => {
  // A worker's first deposit on the page runs its code and writes its styles for the first time (half a second), and
  // the first 3-D Secure frame and crypto panel, lazy parts of the page, show their fallback first, which React holds
  // on screen for 300 ms before it shows them: done once here, as vitest.setup.ts warms React, not by whichever test
  // shows them first. (Each test sets its own answers and starts from no deposit sent.)
  beforeAll(async () => {
    const user = userEvent.setup();
    saveAccessToken('player-token');
    answer = () =>
      depositAnswer({
        deposit: depositFixture({ status: 'pending' }),
        threeDs: { acsUrl: 'about:blank', PaReq: 'pareq-0', MD: '500' },
        modal: 'deposit-pending',
      });
    let page = renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await fillCard(user);
    await user.click(screen.getByTestId('deposit-submit'));
    await shown('three-ds-frame');
    page.unmount();
    answer = () =>
      depositAnswer({
        deposit: depositFixture({ status: 'pending', paymentMethodId: 4 }),
        crypto: { network: 'TRC20', address: 'warm-up', qrData: 'trc20:warm-up' },
        modal: 'deposit-pending',
      });
    page = renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await user.click(await radio(/Tether/));
    await user.click(screen.getByTestId('deposit-submit'));
    await shown('crypto-qr');
    page.unmount();
  });

  it('sends one deposit however often Deposit is pressed, keeps the card number out of the URL and opens the success modal', async () => {
    const user = userEvent.setup();
    const events: unknown[] = [];
    const onDeposit = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(DEPOSIT_EVENT, onDeposit);
    const { router } = renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await fillCard(user);
    const number = screen.getByLabelText(/Card number/);
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.click(byText('button', '€50.00'));
    const submit = screen.getByTestId('deposit-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-success'));
    window.removeEventListener(DEPOSIT_EVENT, onDeposit);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      paymentMethodId: 1,
      amount: 50,
      currencyCode: 'EUR',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Max Player' },
    });
    expect(sent[0]?.idempotencyKey).toMatch(/^[\w-]{16,64}$/);
    expect(router.state.location.search).not.toContain('4242');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('4242');
    // The card form is emptied once the deposit is settled; the count's tracking event fired once.
    expect(number).toHaveValue('');
    expect(events).toEqual([{ userId: 7, count: 4, category: 'second_to_fourth' }]);
  });

  it('checks the card before sending: Luhn, expiry and CVC', async () => {
    const user = userEvent.setup();
    renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    const card = within(await shown('card-form'));
    await fill(user, card.getByLabelText(/Card number/), '4242424242424241');
    await fill(user, card.getByLabelText(/Expiry date/), '0120');
    await fill(user, card.getByLabelText(/CVC/), '12');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(
      await shown(() => screen.queryByText('This card number is not valid: check the digits.')),
    ).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByText('The CVC is exactly 3 digits.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the same idempotency key again after a timeout, and a new one once the amount changes', async () => {
    const user = userEvent.setup();
    answer = () => contractError(503, 'SERVICE_UNAVAILABLE', 'down');
    renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await fillCard(user);
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await shown('deposit-error')).toHaveTextContent('will not charge you twice');
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    await waitFor(() => expect(screen.getByTestId('deposit-form')).toHaveAttribute('aria-busy', 'false'));
    await user.click(screen.getByTestId('amount-up'));
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
    expect(sent[2]?.amount).toBe(26);
  });

  it('ends a declined card in the decline modal with the method', async () => {
    const user = userEvent.setup();
    answer = () =>
      depositAnswer({
        deposit: depositFixture({ status: 'declined', errorCode: 'TRANSACTION_FAILED' }),
        modal: 'deposit-decline',
      });
    const { router } = renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-decline'));
    expect(new URLSearchParams(router.state.location.search).get('met')).toBe('Visa / Mastercard');
  });

  it('runs the 3-D Secure check in a frame and posts its PaReq and MD to the webhook', async () => {
    const user = userEvent.setup();
    let webhookBody: unknown;
    server.use(
      mockEndpoint(endpoints.threeDsWebhook, ({ body }) => {
        webhookBody = body;
        return { deposit: depositFixture(), modal: 'deposit-3ds-success' };
      }),
    );
    answer = () =>
      depositAnswer({
        deposit: depositFixture({ status: 'pending' }),
        threeDs: { acsUrl: '/api/core/cashier/dev-3ds?MD=501', PaReq: 'pareq-1', MD: '501' },
        modal: 'deposit-pending',
      });
    const { router } = renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await fillCard(user, '4000000000003220');
    await user.click(screen.getByTestId('deposit-submit'));
    const frame = (await shown('three-ds-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/api/core/cashier/dev-3ds?MD=501');
    // A message from another window is ignored; the frame's own one settles the deposit.
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { source: THREE_DS_MESSAGE_SOURCE, outcome: 'confirm', PaReq: 'x', MD: '501' },
        }),
      ),
    );
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: frame.contentWindow,
          data: { source: THREE_DS_MESSAGE_SOURCE, outcome: 'confirm', PaReq: 'pareq-1', MD: '501' },
        }),
      ),
    );
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-3ds-success'));
    expect(webhookBody).toEqual({ PaReq: 'pareq-1', MD: '501' });
  });

  it('shows a crypto deposit address with its QR code and the network chosen', async () => {
    const user = userEvent.setup();
    answer = (body) =>
      depositAnswer({
        deposit: depositFixture({ status: 'pending', paymentMethodId: 4 }),
        crypto: { network: String(body.network), address: 'devtrc20abc123', qrData: 'trc20:devtrc20abc123?amount=25' },
        modal: 'deposit-pending',
      });
    renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await user.click(await radio(/Tether/));
    await user.click(await radio('ERC20'));
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await shown('crypto-qr')).toBeInTheDocument();
    expect(screen.getByTestId('crypto-address')).toHaveTextContent('devtrc20abc123');
    expect(screen.getByTestId('crypto-network')).toHaveTextContent('ERC20');
    expect(sent[0]).toMatchObject({ paymentMethodId: 4, network: 'ERC20', amount: 25 });
    expect(sent[0]?.card).toBeUndefined();
  });

  it('sends a provider-site method with the way back, and reads the bonus chosen on the bonuses page', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(endpoints.getAllBonus, () => ({
        bonus: {
          count: 1,
          rows: [welcomeBonus],
        },
      })),
    );
    answer = () =>
      depositAnswer({
        deposit: depositFixture({ status: 'pending', paymentMethodId: 2 }),
        redirect: { url: 'about:blank#provider' },
        modal: 'deposit-pending',
      });
    renderPage(<DepositPage />, { user: player(), route: '/deposit?bonusId=3' });
    expect(await radio(/Welcome 150%/)).toBeChecked();
    expect(screen.getByTestId('bonus-min-deposit')).toHaveTextContent('at least €100.00');
    await user.click(await radio(/Skrill/));
    await user.click(byText('button', '€100.00'));
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ paymentMethodId: 2, amount: 100, bonusId: 3, returnUrl: '/deposit' });
  });

  it('says what a refusal means and what to do: the deposit limit with its figures', async () => {
    const user = userEvent.setup();
    answer = () => contractError(422, 'PAYMENT_LIMIT_THRESHOLD', 'limit', { period: 0, limit: 1000, used: 990 });
    renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await fillCard(user);
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await shown('deposit-error')).toHaveTextContent('daily deposit limit of €1,000.00 (€990.00 used so far)');
    expect(byText('link', 'See your limits')).toHaveAttribute('href', '/profile2/limits');
    // Nothing typed is lost.
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
  });

  it('closes the cashier to a self-excluded player with the end date and the way to withdraw', async () => {
    renderPage(<DepositPage />, {
      user: player({
        getUser: {
          userLimit: { isSelfExclusionPermanent: false, selfExclusion: '2099-01-01T00:00:00.000Z', frozenUntil: null },
        },
      }),
      route: '/deposit',
    });
    expect(await shown('deposit-blocked')).toHaveTextContent('self-excluded until Jan 1, 2099');
    expect(byText('link', 'Go to withdrawals')).toHaveAttribute('href', '/withdraw');
    expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
  });

  it('closes the cashier to a frozen player with the end of the freeze and the way to withdraw', async () => {
    renderPage(<DepositPage />, {
      user: player({
        getUser: {
          userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2099-03-01T12:00:00.000Z' },
        },
      }),
      route: '/deposit',
    });
    expect(await shown('deposit-blocked')).toHaveTextContent('frozen until Mar 1, 2099');
    expect(byText('link', 'Go to withdrawals')).toHaveAttribute('href', '/withdraw');
    expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
  });

  it('asks a player with an unverified email to verify it first, with the resend', async () => {
    renderPage(<DepositPage />, { user: player({ getUser: { isEmailVerified: false } }), route: '/deposit' });
    expect(await shown('deposit-verify-email')).toHaveTextContent(
      'Verify your email address before you deposit or withdraw',
    );
    expect(screen.getByTestId('resend-verification')).toBeInTheDocument();
    expect(await shown('deposit-submit')).toBeDisabled();
  });

  it('shows the "no methods" state when no method is left for the player', async () => {
    server.use(mockEndpoint(endpoints.getPayments, () => []));
    renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    expect(await shown('no-methods')).toBeInTheDocument();
  });
});
