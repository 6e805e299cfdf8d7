import { endpoints, type BodyOf } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashierMethods, depositAnswer, depositFixture } from '../fixtures';
import { useDepositAttempt } from './useDepositAttempt';
import { useDepositChoice } from './useDepositChoice';

// The parts of the attempt's state machine the page's tests do not reach: the crypto step's two ends, the 3-D Secure
// cancel, the way back from the provider's site, and a new key when the method's network or the bonus changes.
type Body = BodyOf<typeof endpoints.createDeposit>;
let sent: Body[] = [];
let cancels: number[] = [];
let answer: (body: Body) => Response | ReturnType<typeof depositAnswer> = () => depositAnswer();
const server = mockServer(
  mockEndpoint(endpoints.getPayments, () => cashierMethods),
  mockEndpoint(endpoints.getAllBonus, () => ({ bonus: { count: 0, rows: [] } })),
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.createDeposit, async ({ body }) => {
    sent.push(body as Body);
    await delay(20);
    return answer(body as Body);
  }),
  mockEndpoint(endpoints.cancelDeposit, async ({ body }) => {
    cancels.push(body?.depositId ?? 0);
    await delay(20);
    return { deposit: depositFixture({ id: body?.depositId ?? 0, status: 'cancelled', paymentMethodId: 4 }) };
  }),
);

beforeEach(() => {
  sent = [];
  cancels = [];
  answer = () => depositAnswer();
  saveAccessToken('player-token');
});
afterEach(() => server.resetHandlers());

type Hooks = { choice: ReturnType<typeof useDepositChoice>; attempt: ReturnType<typeof useDepositAttempt> };

/** Renders the two hooks as the page does, and hands out their latest answer. */
function renderAttempt(route = '/deposit') {
  const hooks: { current: Hooks | null } = { current: null };
  function Probe() {
    const choice = useDepositChoice();
    const attempt = useDepositAttempt(choice);
    hooks.current = { choice, attempt };
    return null;
  }
  const page = renderPage(<Probe />, { user: userDetailsFixture(), route });
  const current = () => {
    if (!hooks.current) throw new Error('Not rendered yet');
    return hooks.current;
  };
  return { ...page, current };
}

const submitEvent = { preventDefault: () => undefined } as FormEvent;
const cryptoAnswer = () =>
  depositAnswer({
    deposit: depositFixture({ id: 601, status: 'pending', paymentMethodId: 4 }),
    crypto: { network: 'TRC20', address: 'devtrc20abc123', qrData: 'trc20:devtrc20abc123' },
    modal: 'deposit-pending',
  });

/** Chooses Tether (a crypto method: no card form to fill) once the methods are read. */
async function chooseTether(current: () => Hooks) {
  await waitFor(() => expect(current().choice.methods).toHaveLength(3));
  act(() => current().choice.setMethodId(4));
}

describe('useDepositAttempt', () => {
  it('cancels a pending crypto deposit once however often asked, then opens its result modal with the method', async () => {
    answer = cryptoAnswer;
    const { current, router } = renderAttempt();
    await chooseTether(current);
    await act(() => current().attempt.submit(submitEvent));
    expect(current().attempt.phase).toMatchObject({ kind: 'crypto', depositId: 601, network: 'TRC20', amount: 50 });
    act(() => {
      current().attempt.cancelPending();
      current().attempt.cancelPending();
    });
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-cancel'));
    expect(cancels).toEqual([601]);
    expect(new URLSearchParams(router.state.location.search).get('met')).toBe('Tether');
    expect(current().attempt.phase).toEqual({ kind: 'form' });
  });

  it('sends a player who says the crypto transfer is made to the pending modal, the form behind it', async () => {
    answer = cryptoAnswer;
    const { current, router } = renderAttempt();
    await chooseTether(current);
    await act(() => current().attempt.submit(submitEvent));
    act(() => current().attempt.paid());
    expect(current().attempt.phase).toEqual({ kind: 'form' });
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-pending'));
    expect(new URLSearchParams(router.state.location.search).get('met')).toBe('Tether');
    expect(cancels).toEqual([]);
  });

  it('cancels the deposit when the 3-D Secure check is cancelled in its frame', async () => {
    answer = () =>
      depositAnswer({
        deposit: depositFixture({ id: 602, status: 'pending' }),
        threeDs: { acsUrl: 'about:blank', PaReq: 'pareq-2', MD: '602' },
        modal: 'deposit-pending',
      });
    const { current, router } = renderAttempt();
    await waitFor(() => expect(current().choice.method?.isCardForm).toBe(true));
    const card = current().attempt.cardForm;
    act(() => {
      card.setValue('number', '4000 0000 0000 3220');
      card.setValue('expiry', '12/30');
      card.setValue('cvc', '123');
      card.setValue('holderName', 'Max Player');
    });
    await act(() => current().attempt.submit(submitEvent));
    expect(current().attempt.phase).toMatchObject({ kind: 'threeDs', depositId: 602 });
    act(() => current().attempt.onThreeDs({ outcome: 'cancel', MD: '602' }));
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-cancel'));
    expect(cancels).toEqual([602]);
  });

  it('opens the result modal of a deposit the provider’s site sends the player back from, and drops its id', async () => {
    // Answered after the methods, whose title the modal names (as a provider's site takes longer than a list).
    server.use(
      mockEndpoint(endpoints.getDeposit, async () => {
        await delay(100);
        return { deposit: depositFixture({ id: 603, status: 'declined', paymentMethodId: 2 }) };
      }),
    );
    const { router } = renderAttempt('/deposit?depositId=603');
    await waitFor(() => expect(router.state.location.search).toContain('modal=deposit-decline'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('met')).toBe('Skrill');
    expect(params.has('depositId')).toBe(false);
  });

  it('sends a new idempotency key once the network or the bonus changes, the same one for a repeat', async () => {
    answer = () => contractError(503, 'SERVICE_UNAVAILABLE', 'down');
    const { current } = renderAttempt();
    await chooseTether(current);
    await act(() => current().attempt.submit(submitEvent));
    await act(() => current().attempt.submit(submitEvent));
    act(() => current().choice.setNetwork('ERC20'));
    await act(() => current().attempt.submit(submitEvent));
    act(() => current().choice.setBonusChoice(3));
    await act(() => current().attempt.submit(submitEvent));
    const keys = sent.map((body) => body.idempotencyKey);
    expect(sent.map((body) => body.network)).toEqual(['TRC20', 'TRC20', 'ERC20', 'ERC20']);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    expect(current().attempt.refusal).toMatchObject({ kind: 'message' });
  });
});
