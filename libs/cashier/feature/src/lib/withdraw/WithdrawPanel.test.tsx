import { endpoints, type BodyOf, type Withdrawal, type WithdrawalEligibility } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WithdrawPanel } from './WithdrawPanel';

const eligible: WithdrawalEligibility = {
  eligible: true,
  blocks: [],
  withdrawable: 250,
  currencyCode: 'EUR',
  instant: { used: 120, limit: 500, period: 'daily' },
  methods: ['bank', 'upi', 'crypto'],
  networks: ['BTC', 'TRC20'],
};
const waiting = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 9,
  method: 'crypto',
  amount: 30,
  fee: 0.3,
  networkFee: 1,
  receiveAmount: 28.7,
  currencyCode: 'EUR',
  status: 'requested',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  timeline: [{ status: 'requested', at: '2026-11-24T10:00:00.000Z' }],
  expectedBy: '2026-11-24T10:10:00.000Z',
  waitingFor: 'review',
  instant: true,
  rejectReason: null,
  ...overrides,
});

let eligibility = eligible;
let pending: Withdrawal[] = [];
let confirms: BodyOf<typeof endpoints.confirmWithdrawal>[] = [];
let cancels = 0;
let calculations = 0;
let failConfirms = 0;
let failReads = false;
let refusedReads = 0;
const refuseRead = () => {
  refusedReads += 1;
  return contractError(503, 'SERVICE_UNAVAILABLE', 'down');
};
mockServer(
  mockEndpoint(endpoints.getWithdrawalEligibility, () => (failReads ? refuseRead() : eligibility)),
  mockEndpoint(endpoints.getPendingWithdrawals, () => (failReads ? refuseRead() : pending)),
  mockEndpoint(endpoints.getWithdrawals, () => ({ count: pending.length, rows: pending })),
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.calculateWithdrawal, ({ body }) => {
    calculations += 1;
    return {
      creditAmount: body?.amount ?? 0,
      fee: 0.3,
      networkFee: 1,
      receiveAmount: (body?.amount ?? 0) - 1.3,
      currencyCode: 'EUR',
    };
  }),
  mockEndpoint(endpoints.confirmWithdrawal, async ({ body }) => {
    confirms.push(body as BodyOf<typeof endpoints.confirmWithdrawal>);
    await delay(50);
    if (failConfirms > 0) {
      failConfirms -= 1;
      return contractError(503, 'SERVICE_UNAVAILABLE', 'down');
    }
    pending = [waiting()];
    return { withdrawal: waiting() };
  }),
  mockEndpoint(endpoints.cancelWithdrawal, async ({ body }) => {
    cancels += 1;
    await delay(30);
    pending = [];
    return { withdrawal: waiting({ id: body?.withdrawalId ?? 0, status: 'cancelled' }) };
  }),
);

beforeEach(() => {
  eligibility = eligible;
  pending = [];
  confirms = [];
  cancels = 0;
  calculations = 0;
  failConfirms = 0;
  failReads = false;
  refusedReads = 0;
  saveAccessToken('player-token');
});

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
 * The element labelled `label` (by a label element or aria-label), checked for its role: a role query with a name
 * computes the styles of every candidate and its ancestors (a tenth of a second and more per query on this page).
 */
function labelled(role: 'radio' | 'progressbar' | 'textbox', label: string | RegExp): HTMLElement {
  const found = screen.getByLabelText(label);
  expect(found).toHaveRole(role);
  return found;
}

/** The link showing `text` within `scope`, checked for its role (see `labelled`). */
function link(text: string, scope: HTMLElement): HTMLElement {
  const found = within(scope).getByText(text);
  expect(found).toHaveRole('link');
  return found;
}

/** Chooses UPI, fills its ID and 20, and asks for the quote. */
async function quoteUpi(user: User) {
  await shown('withdraw-form');
  await user.click(labelled('radio', 'UPI'));
  await fill(user, screen.getByLabelText(/UPI ID/), 'max@okaxis');
  await user.type(screen.getByTestId('withdraw-amount'), '20');
  await user.click(screen.getByTestId('withdraw-calculate'));
}

describe('WithdrawPanel', () => {
  // A worker's first render of the panel, of each method's form and of a waiting withdrawal runs their code and writes
  // their styles for the first time (half a second in all, which the first test to show each paid on top of its own
  // work): done once here, as vitest.setup.ts warms React, not by whichever test shows them first.
  beforeAll(async () => {
    const user = userEvent.setup();
    saveAccessToken('player-token');
    pending = [waiting()];
    const { unmount } = renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    await shown('withdrawal');
    await shown('withdraw-form');
    await user.click(labelled('radio', 'UPI'));
    await user.click(labelled('radio', 'Crypto wallet'));
    unmount();
  });

  it('calculates first, then confirms once however often Confirm is pressed, and lists the request with its timeline', async () => {
    const user = userEvent.setup();
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    expect(await shown('withdrawable')).toHaveTextContent('€250.00');
    expect(labelled('progressbar', 'Instant withdrawals used')).toHaveAttribute(
      'aria-valuetext',
      'Instant withdrawals today: €120.00 of €500.00 used',
    );
    await user.click(labelled('radio', 'Crypto wallet'));
    await user.selectOptions(screen.getByLabelText(/Network/), 'TRC20');
    // Pasted, as a wallet address is: typed, its 28 characters drew the whole form 28 times. (Its paste button is
    // labelled "Paste into Wallet address".)
    await fill(user, labelled('textbox', /^Wallet address/), 'TXdemoWallet0123456789abcdef');
    await user.type(screen.getByTestId('withdraw-amount'), '30');
    await user.click(screen.getByTestId('withdraw-calculate'));
    expect(await shown('withdraw-receive')).toHaveTextContent('€28.70');
    const confirm = screen.getByTestId('withdraw-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await shown('withdraw-notice')).toHaveTextContent('Withdrawal requested: €30.00 left your balance');
    expect(confirms).toEqual([
      {
        method: 'crypto',
        amount: 30,
        details: { network: 'TRC20', walletAddress: 'TXdemoWallet0123456789abcdef' },
        idempotencyKey: expect.stringMatching(/^wd_[0-9a-f]{36}$/),
      },
    ]);
    const card = await shown('withdrawal');
    expect(within(card).getByText('Requested', { selector: '[aria-current="step"] span' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Our team reviews withdrawals; this takes up to 24 hours.');
  });

  it('sends a retry of the same quote with the same idempotency key, and a new quote with a new one', async () => {
    failConfirms = 1;
    const user = userEvent.setup();
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    await quoteUpi(user);
    await user.click(await shown('withdraw-confirm'));
    const alert = await shown('withdraw-error');
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveTextContent(/./);
    await user.click(screen.getByTestId('withdraw-confirm'));
    expect(await shown('withdraw-notice')).toBeInTheDocument();
    expect(confirms).toHaveLength(2);
    expect(confirms[1]?.idempotencyKey).toBe(confirms[0]?.idempotencyKey);
    await fill(user, screen.getByLabelText(/UPI ID/), 'max@okaxis');
    await user.type(screen.getByTestId('withdraw-amount'), '25');
    await user.click(screen.getByTestId('withdraw-calculate'));
    await user.click(await shown('withdraw-confirm'));
    await waitFor(() => expect(confirms).toHaveLength(3));
    expect(confirms[2]?.idempotencyKey).toMatch(/^wd_/);
    expect(confirms[2]?.idempotencyKey).not.toBe(confirms[0]?.idempotencyKey);
  });

  it('keeps the form, what was typed and the quote when the figures cannot be read again after a failed confirm', async () => {
    const user = userEvent.setup();
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    await quoteUpi(user);
    const confirm = await shown('withdraw-confirm');
    // From here the backend refuses the confirm once and answers no read: the confirm's failure has the panel read its
    // figures and lists again. (Set here, not at the start: an earlier test's last confirm may still be on its way.)
    failConfirms = 1;
    failReads = true;
    await user.click(confirm);
    expect(await shown('withdraw-error')).toHaveTextContent(/./);
    await waitFor(() => expect(confirms).toHaveLength(1));
    // Past the re-reads (each fails: the figures and the waiting list): the form is still there, as typed, ready to
    // confirm the same quote again.
    await waitFor(() => expect(refusedReads).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText('Your withdrawal details could not be loaded.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/UPI ID/)).toHaveValue('max@okaxis');
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('20');
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('€250.00');
    await user.click(screen.getByTestId('withdraw-confirm'));
    expect(await shown('withdraw-notice')).toBeInTheDocument();
    expect(confirms[1]?.idempotencyKey).toBe(confirms[0]?.idempotencyKey);
  });

  it('offers no cancel where the market does not let a requested withdrawal be reversed, and says so', async () => {
    eligibility = { ...eligible, reversible: false };
    pending = [waiting()];
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    expect(await shown('withdrawal')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-no-reversal')).toHaveTextContent(
      'In your market a withdrawal you requested cannot be cancelled.',
    );
    expect(screen.queryByTestId('withdrawal-cancel')).not.toBeInTheDocument();
  });

  it('asks for a new calculation when a field changes after one', async () => {
    const user = userEvent.setup();
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    await quoteUpi(user);
    expect(await shown('withdraw-quote')).toBeInTheDocument();
    await user.type(screen.getByTestId('withdraw-amount'), '5');
    expect(screen.queryByTestId('withdraw-quote')).not.toBeInTheDocument();
    expect(screen.getByTestId('withdraw-calculate')).toBeInTheDocument();
  });

  it('checks the bank form before calculating: IFSC length, netbanking bank name, email', async () => {
    const user = userEvent.setup();
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    await shown('withdraw-form');
    await fill(user, screen.getByLabelText(/Beneficiary name/), 'Max Player');
    await fill(user, screen.getByLabelText(/Account number/), '1234567890');
    await fill(user, screen.getByLabelText(/Bank code/), 'SBIN01');
    await user.selectOptions(screen.getByLabelText(/Transfer type/), 'netbanking');
    await user.type(screen.getByTestId('withdraw-amount'), '20');
    await user.click(screen.getByTestId('withdraw-calculate'));
    expect(
      await shown(() => screen.queryByText('The bank code (IFSC) is 8 to 15 letters and digits.')),
    ).toBeInTheDocument();
    expect(screen.getByText("Netbanking needs the bank's name.")).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-quote')).not.toBeInTheDocument();
    expect(calculations).toBe(0);
  });

  it('says what stands in the way, with the way to meet each, and shows no form', async () => {
    eligibility = {
      ...eligible,
      eligible: false,
      blocks: [
        { code: 'DEPOSIT_REQUIRED' },
        { code: 'ACTIVE_BONUS', details: { activeUserBonusId: 4, name: 'Reload Bonus 50%' } },
        { code: 'WAGER_NOT_FINISHED', details: { wagerLeft: 40 } },
        { code: 'KYC_REQUIRED' },
      ],
    };
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    await shown('withdraw-blocks');
    const blocks = screen.getAllByTestId('withdraw-block');
    expect(blocks.map((b) => b.dataset['code'])).toEqual([
      'DEPOSIT_REQUIRED',
      'ACTIVE_BONUS',
      'WAGER_NOT_FINISHED',
      'KYC_REQUIRED',
    ]);
    expect(blocks[0]).toHaveTextContent('Deposit required.');
    expect(link('Make a deposit', blocks[0] as HTMLElement)).toHaveAttribute('href', '/deposit');
    expect(blocks[1]).toHaveTextContent('Reload Bonus 50% is still active');
    expect(blocks[2]).toHaveTextContent('€40.00 more');
    expect(link('Upload your documents', blocks[3] as HTMLElement)).toHaveAttribute('href', '/profile/verify');
    expect(screen.queryByTestId('withdraw-form')).not.toBeInTheDocument();
  });

  it('keeps the keyboard in the cancel question: on "Keep it" once asked, back on "Cancel withdrawal" after it', async () => {
    const user = userEvent.setup();
    pending = [
      waiting({
        status: 'pending',
        waitingFor: 'document',
        timeline: [
          { status: 'requested', at: '2026-11-24T10:00:00.000Z' },
          { status: 'pending', at: '2026-11-24T10:01:00.000Z' },
        ],
      }),
    ];
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    const card = await shown('withdrawal');
    expect(document.body).toHaveFocus();
    within(card).getByTestId('withdrawal-cancel').focus();
    await user.keyboard('{Enter}');
    const keep = within(card).getByText('Keep it').closest('button');
    expect(keep).toHaveFocus();
    expect(within(card).getByRole('group')).toHaveAccessibleDescription(
      'Cancel this withdrawal? €30.00 goes back to your balance, with no fees.',
    );
    await user.keyboard('{Enter}');
    expect(within(card).getByTestId('withdrawal-cancel')).toHaveFocus();
    expect(cancels).toBe(0);
  });

  it('cancels a waiting withdrawal once, after saying the money comes back without fees', async () => {
    const user = userEvent.setup();
    pending = [
      waiting({
        status: 'pending',
        waitingFor: 'document',
        timeline: [
          { status: 'requested', at: '2026-11-24T10:00:00.000Z' },
          { status: 'pending', at: '2026-11-24T10:01:00.000Z' },
        ],
      }),
    ];
    renderPage(<WithdrawPanel />, { user: userDetailsFixture(), route: '/withdraw' });
    const card = await shown('withdrawal');
    expect(link('Upload it now', card)).toHaveAttribute('href', '/profile/verify');
    await user.click(within(card).getByTestId('withdrawal-cancel'));
    expect(card).toHaveTextContent('Cancel this withdrawal? €30.00 goes back to your balance, with no fees.');
    const yes = within(card).getByTestId('withdrawal-cancel-confirm');
    fireEvent.click(yes);
    fireEvent.click(yes);
    const notice = await shown('withdraw-notice');
    expect(notice).toHaveTextContent('€30.00 is back in your balance');
    expect(cancels).toBe(1);
    // The card and its buttons are gone: the keyboard lands on the outcome, not on the page's body.
    await waitFor(() => expect(notice).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('no-pending')).toBeInTheDocument());
  });
});
