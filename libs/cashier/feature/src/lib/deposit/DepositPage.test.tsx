import { endpoints, THREE_DS_MESSAGE_SOURCE, type BodyOf, type Bonus } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { DEPOSIT_EVENT } from '@casino/tracking';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashierMethods, depositAnswer, depositFixture } from '../fixtures';
import { DepositPage } from './DepositPage';

const welcomeBonus: Bonus = {
  id: 3, name: 'Welcome', type: 'deposit', isDeposit: true, banner: { bannerTitle: 'Welcome 150%', bannerDescription: '', bannerType: 'deposit', imageUrl: '', buttonUrl: '' },
  depositBonusPercent: 150, bonusAmount: null, maxBonusThreshold: 1000, maxWinAmount: null, minBalance: null, minDeposit: 100, freeSpinsQuantity: 100, freeSpinGame: null,
  wageringMultiplier: 35, wageringType: 'REAL_TO_FUN', cashbackPercent: null, validFrom: null, validTo: null, daysValid: null, validOnDays: [], startTime: null, endTime: null,
  requiredDepositCount: null, maxParticipants: null, participants: 0, currencyCode: 'EUR', userStatus: null,
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

const player = (overrides: Parameters<typeof userDetailsFixture>[0] = {}) => userDetailsFixture({ depositCount: 3, ...overrides });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(await screen.findByLabelText(/Card number/), number);
  await user.type(screen.getByLabelText(/Expiry date/), '1230');
  await user.type(screen.getByLabelText(/CVC/), '123');
  await user.click(screen.getByLabelText(/Name on the card/));
  await user.paste('Max Player');
}

describe('DepositPage', () => {
  it('sends one deposit however often Deposit is pressed, keeps the card number out of the URL and opens the success modal', async () => {
    const user = userEvent.setup();
    const events: unknown[] = [];
    const onDeposit = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(DEPOSIT_EVENT, onDeposit);
    const { router } = renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await fillCard(user);
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: '€50.00' }));
    const submit = screen.getByTestId('deposit-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-success'));
    window.removeEventListener(DEPOSIT_EVENT, onDeposit);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ paymentMethodId: 1, amount: 50, currencyCode: 'EUR', card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Max Player' } });
    expect(sent[0]?.idempotencyKey).toMatch(/^[\w-]{16,64}$/);
    expect(router.state.location.search).not.toContain('4242');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('4242');
    // The card form is emptied once the deposit is settled; the count's tracking event fired once.
    expect(screen.getByLabelText(/Card number/)).toHaveValue('');
    expect(events).toEqual([{ userId: 7, count: 4, category: 'second_to_fourth' }]);
  });

  it('checks the card before sending: Luhn, expiry and CVC', async () => {
    const user = userEvent.setup();
    renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await user.type(await screen.findByLabelText(/Card number/), '4242424242424241');
    await user.type(screen.getByLabelText(/Expiry date/), '0120');
    await user.type(screen.getByLabelText(/CVC/), '12');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('This card number is not valid: check the digits.')).toBeInTheDocument();
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
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent('will not charge you twice');
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
    answer = () => depositAnswer({ deposit: depositFixture({ status: 'declined', errorCode: 'TRANSACTION_FAILED' }), modal: 'deposit-decline' });
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
    answer = () => depositAnswer({ deposit: depositFixture({ status: 'pending' }), threeDs: { acsUrl: '/api/core/cashier/dev-3ds?MD=501', PaReq: 'pareq-1', MD: '501' }, modal: 'deposit-pending' });
    const { router } = renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await fillCard(user, '4000000000003220');
    await user.click(screen.getByTestId('deposit-submit'));
    const frame = (await screen.findByTestId('three-ds-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/api/core/cashier/dev-3ds?MD=501');
    // A message from another window is ignored; the frame's own one settles the deposit.
    act(() => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { source: THREE_DS_MESSAGE_SOURCE, outcome: 'confirm', PaReq: 'x', MD: '501' } })));
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, source: frame.contentWindow, data: { source: THREE_DS_MESSAGE_SOURCE, outcome: 'confirm', PaReq: 'pareq-1', MD: '501' } }),
      ),
    );
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-3ds-success'));
    expect(webhookBody).toEqual({ PaReq: 'pareq-1', MD: '501' });
  });

  it('shows a crypto deposit address with its QR code and the network chosen', async () => {
    const user = userEvent.setup();
    answer = (body) =>
      depositAnswer({ deposit: depositFixture({ status: 'pending', paymentMethodId: 4 }), crypto: { network: String(body.network), address: 'devtrc20abc123', qrData: 'trc20:devtrc20abc123?amount=25' }, modal: 'deposit-pending' });
    renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    await user.click(await screen.findByRole('radio', { name: /Tether/ }));
    await user.click(screen.getByRole('radio', { name: 'ERC20' }));
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('crypto-qr')).toBeInTheDocument();
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
    answer = () => depositAnswer({ deposit: depositFixture({ status: 'pending', paymentMethodId: 2 }), redirect: { url: 'about:blank#provider' }, modal: 'deposit-pending' });
    renderPage(<DepositPage />, { user: player(), route: '/deposit?bonusId=3' });
    expect(await screen.findByRole('radio', { name: /Welcome 150%/ })).toBeChecked();
    expect(screen.getByTestId('bonus-min-deposit')).toHaveTextContent('at least €100.00');
    await user.click(screen.getByRole('radio', { name: /Skrill/ }));
    await user.click(screen.getByRole('button', { name: '€100.00' }));
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
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent('daily deposit limit of €1,000.00 (€990.00 used so far)');
    expect(screen.getByRole('link', { name: 'See your limits' })).toHaveAttribute('href', '/profile2/limits');
    // Nothing typed is lost.
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
  });

  it('closes the cashier to a self-excluded player with the end date and the way to withdraw', async () => {
    renderPage(<DepositPage />, { user: player({ getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: '2099-01-01T00:00:00.000Z', frozenUntil: null } } }), route: '/deposit' });
    expect(await screen.findByTestId('deposit-blocked')).toHaveTextContent('self-excluded until Jan 1, 2099');
    expect(screen.getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute('href', '/withdraw');
    expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
  });

  it('closes the cashier to a frozen player with the end of the freeze and the way to withdraw', async () => {
    renderPage(<DepositPage />, { user: player({ getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2099-03-01T12:00:00.000Z' } } }), route: '/deposit' });
    expect(await screen.findByTestId('deposit-blocked')).toHaveTextContent('frozen until Mar 1, 2099');
    expect(screen.getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute('href', '/withdraw');
    expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
  });

  it('asks a player with an unverified email to verify it first, with the resend', async () => {
    renderPage(<DepositPage />, { user: player({ getUser: { isEmailVerified: false } }), route: '/deposit' });
    expect(await screen.findByTestId('deposit-verify-email')).toHaveTextContent('Verify your email address before you deposit or withdraw');
    expect(screen.getByTestId('resend-verification')).toBeInTheDocument();
    expect(await screen.findByTestId('deposit-submit')).toBeDisabled();
  });

  it('shows the "no methods" state when no method is left for the player', async () => {
    server.use(mockEndpoint(endpoints.getPayments, () => []));
    renderPage(<DepositPage />, { user: player(), route: '/deposit' });
    expect(await screen.findByTestId('no-methods')).toBeInTheDocument();
  });
});
