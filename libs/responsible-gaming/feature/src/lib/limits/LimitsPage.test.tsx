import { endpoints, type BodyOf, type ResponsibleGaming } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limitFixture, rgStateFixture } from '../fixtures';
import { LimitsPage } from './LimitsPage';

const HOUR = 3_600_000;
let state: ResponsibleGaming;
let sets: BodyOf<typeof endpoints.setLimit>[] = [];
let cancels = 0;
let sessionLimits: number[] = [];
let answerSet: (body: BodyOf<typeof endpoints.setLimit>) => ResponsibleGaming | Response;

mockServer(
  mockEndpoint(endpoints.getLimits, () => state),
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.setLimit, async ({ body }) => {
    const b = body as BodyOf<typeof endpoints.setLimit>;
    sets.push(b);
    await delay(40);
    const answer = answerSet(b);
    if (!(answer instanceof Response)) state = answer;
    return answer;
  }),
  mockEndpoint(endpoints.cancelPendingLimit, async () => {
    cancels += 1;
    await delay(30);
    state = { ...state, limits: state.limits.map((l) => ({ ...l, pending: null })) };
    return state;
  }),
  mockEndpoint(endpoints.setSessionLimit, ({ body }) => {
    sessionLimits.push(body?.minutes ?? 0);
    state = { ...state, sessionLimit: { minutes: body?.minutes ?? 0, setAt: new Date().toISOString() } };
    return state;
  }),
);

const applyNow = (b: BodyOf<typeof endpoints.setLimit>): ResponsibleGaming => ({
  ...state,
  limits: [
    ...state.limits.filter((l) => !(l.type === b.type && l.period === b.period)),
    limitFixture({ type: b.type, period: b.period, amount: b.amount, used: 0 }),
  ],
});

beforeEach(() => {
  state = rgStateFixture();
  sets = [];
  cancels = 0;
  sessionLimits = [];
  answerSet = applyNow;
  saveAccessToken('player-token');
});

/** A limit's row (waited for with `waitFor`: a miss throws a short error, not one that prints the whole page). */
const row = (type: string, period: number) => {
  const found = screen
    .queryAllByTestId('limit-row')
    .find((r) => r.dataset['type'] === type && r.dataset['period'] === String(period));
  if (!found) throw new Error(`No row of the ${type} limit of period ${period}`);
  return found;
};
const render = () => renderPage(<LimitsPage />, { user: userDetailsFixture(), route: '/profile2/limits' });
/**
 * The element with test id `testId` once it is shown: findByTestId without its failures while it waits, each of which
 * printed the whole page into its message. Past the timeout, waitFor prints the page once.
 */
const shown = (testId: string) =>
  waitFor(() => {
    const found = screen.queryByTestId(testId);
    if (!found) throw new Error(`Not shown yet: data-testid="${testId}"`);
    return found;
  });
/**
 * The element within `scope` that shows `text`, checked for its role: a role query computes the styles of every
 * candidate and of each of its ancestors (a tenth of a second and more per query on this page).
 */
const byText = (scope: HTMLElement, role: 'alert' | 'button' | 'link', text: string) => {
  const found = within(scope).getByText(text);
  expect(found).toHaveRole(role);
  return found;
};

describe('LimitsPage', () => {
  // The page's first render in a worker (a market's rules and reality check included) runs its code and writes its
  // styles for the first time (half a second, which the first test paid on top of its own work): done once in a hook,
  // as vitest.setup.ts warms React, it is no test's.
  beforeAll(async () => {
    state = rgStateFixture({ market: 'UK' });
    saveAccessToken('player-token');
    const { unmount } = render();
    await waitFor(() => row('winnings', 2));
    unmount();
  });

  it('lists deposit, bet and loss limits per period and the monthly winnings limit, with what is used of each', async () => {
    render();
    const daily = await waitFor(() => row('deposit', 0));
    expect(within(daily).getByTestId('limit-current')).toHaveTextContent('€1,000.00 limit, €150.00 used');
    // The bar of what is used, named for its limit (the amount field is labelled so too).
    const used = within(daily)
      .getAllByLabelText('Daily deposit limit')
      .find((element) => element.getAttribute('role') === 'progressbar');
    expect(used).toHaveRole('progressbar');
    expect(used).toHaveAttribute('aria-valuenow', '15');
    expect(within(row('loss', 1)).getByTestId('limit-current')).toHaveTextContent('No limit');
    expect(screen.getAllByTestId('limit-row').map((r) => `${r.dataset['type']}${r.dataset['period']}`)).toEqual([
      'deposit0',
      'deposit1',
      'deposit2',
      'bet0',
      'bet1',
      'bet2',
      'loss0',
      'loss1',
      'loss2',
      'winnings2',
    ]);
    expect(screen.queryByTestId('rg-market')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reality-check')).not.toBeInTheDocument();
  });

  it('lowers a limit once however often Save is pressed, and says it applies now', async () => {
    const user = userEvent.setup();
    render();
    const daily = await waitFor(() => row('deposit', 0));
    const amount = within(daily).getByTestId('limit-amount');
    await user.clear(amount);
    await user.type(amount, '500');
    const save = within(daily).getByTestId('limit-save');
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await within(daily).findByTestId('limit-notice')).toHaveTextContent('Your limit is now €500.00.');
    expect(sets).toEqual([{ type: 'deposit', period: 0, amount: 500 }]);
    expect(within(row('deposit', 0)).getByTestId('limit-current')).toHaveTextContent('€500.00 limit');
  });

  it('shows a raise the market delays as pending with its date, and cancels it once', async () => {
    const effectiveAt = new Date(Date.now() + 24 * HOUR).toISOString();
    state = rgStateFixture({ market: 'UK' });
    answerSet = (b) => ({
      ...state,
      limits: state.limits.map((l) =>
        l.type === b.type && l.period === b.period
          ? { ...l, pending: { amount: b.amount, effectiveAt, needsConfirmation: true, due: false } }
          : l,
      ),
    });
    const user = userEvent.setup();
    render();
    expect(await shown('rg-market')).toHaveTextContent(
      'Raising or removing a limit takes effect after 24 hours, once you confirm it.',
    );
    expect(screen.getByTestId('reality-check')).toBeInTheDocument();
    const daily = row('deposit', 0);
    expect(within(daily).getByText('A higher amount applies after 24 hours; a lower one at once.')).toBeInTheDocument();
    await user.clear(within(daily).getByTestId('limit-amount'));
    await user.type(within(daily).getByTestId('limit-amount'), '2000');
    await user.click(within(daily).getByTestId('limit-save'));
    expect(await within(daily).findByTestId('limit-notice')).toHaveTextContent(
      /Your new limit of €2,000.00 applies on .+\. Until then the current limit stays\./,
    );
    const pending = within(row('deposit', 0)).getByTestId('limit-pending');
    expect(pending).toHaveTextContent(/Goes up to €2,000.00 on .+\. You will be asked to confirm it then\./);
    expect(within(row('deposit', 0)).getByTestId('limit-current')).toHaveTextContent('€1,000.00 limit');
    expect(within(pending).queryByTestId('limit-pending-confirm')).not.toBeInTheDocument();
    const cancel = within(pending).getByTestId('limit-pending-cancel');
    fireEvent.click(cancel);
    fireEvent.click(cancel);
    await waitFor(() => expect(within(row('deposit', 0)).queryByTestId('limit-pending')).not.toBeInTheDocument());
    expect(cancels).toBe(1);
  });

  it('offers the confirmation of a due raise where the market asks for one', async () => {
    state = rgStateFixture({
      market: 'UK',
      limits: [
        limitFixture({
          pending: {
            amount: 2000,
            effectiveAt: new Date(Date.now() - HOUR).toISOString(),
            needsConfirmation: true,
            due: true,
          },
        }),
      ],
    });
    render();
    const pending = await waitFor(() => within(row('deposit', 0)).getByTestId('limit-pending'));
    expect(byText(pending, 'button', 'Confirm the change')).toBeInTheDocument();
  });

  it('shows the time left before a bet limit may change again, and says a refused change’s time', async () => {
    const next = new Date(Date.now() + 40 * 60_000).toISOString();
    state = rgStateFixture({
      limits: [limitFixture({ type: 'bet', period: 0, amount: 50, used: 0, nextChangeAt: next })],
    });
    render();
    const bet = await waitFor(() => row('bet', 0));
    expect(within(bet).getByTestId('limit-cooldown')).toHaveTextContent(/change it again in 40 min/);
    expect(within(bet).queryByTestId('limit-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('bet-limit-rules')).toHaveTextContent(
      'Removing a bet limit is only possible through support, for players of a high loyalty level.',
    );
    expect(byText(screen.getByTestId('bet-limit-rules'), 'link', 'Contact support')).toHaveAttribute(
      'href',
      '/contacts',
    );
  });

  it('says when a bet limit may change again when the backend refuses the change', async () => {
    answerSet = () =>
      contractError(422, 'LIMIT_CHANGE_COOLDOWN', 'cooldown', {
        nextChangeAt: new Date(Date.now() + 25 * 60_000).toISOString(),
      });
    const user = userEvent.setup();
    render();
    const bet = await waitFor(() => row('bet', 1));
    await user.type(within(bet).getByTestId('limit-amount'), '100');
    await user.click(within(bet).getByTestId('limit-save'));
    await waitFor(() =>
      expect(within(bet).queryByText(/Bet limits can change once an hour: try again in 25 min/)).toHaveRole('alert'),
    );
    expect(within(bet).getByTestId('limit-amount')).toHaveValue('100');
  });

  it('never offers to remove a bet limit, and refuses an amount that is not one before sending', async () => {
    state = rgStateFixture({ limits: [limitFixture({ type: 'bet', period: 2, amount: 500 })] });
    const user = userEvent.setup();
    render();
    const bet = await waitFor(() => row('bet', 2));
    expect(within(bet).queryByTestId('limit-remove')).not.toBeInTheDocument();
    const loss = row('loss', 0);
    await user.type(within(loss).getByTestId('limit-amount'), '-5');
    await user.click(within(loss).getByTestId('limit-save'));
    expect(byText(loss, 'alert', 'Enter an amount above zero, like 50 or 50.50.')).toBeInTheDocument();
    expect(sets).toEqual([]);
  });

  it('tells a player of a market with mandatory limits which ones are missing', async () => {
    state = rgStateFixture({ market: 'SE', limits: [] });
    render();
    expect(await shown('rg-mandatory')).toHaveTextContent(
      'Set a deposit limit and a session time limit to deposit and play for real.',
    );
    expect(screen.getByTestId('rg-market')).toHaveTextContent(
      'Raising or removing a limit takes effect after 72 hours.',
    );
  });

  it('sets the session time limit in the chosen unit within 10 minutes and 720 hours', async () => {
    const user = userEvent.setup();
    render();
    const form = await shown('session-limit');
    await user.type(within(form).getByTestId('session-limit-value'), '5');
    await user.selectOptions(within(form).getByTestId('session-limit-unit'), 'minutes');
    await user.click(within(form).getByTestId('session-limit-save'));
    expect(byText(form, 'alert', 'The shortest session limit in this unit is 10 minutes.')).toBeInTheDocument();
    await user.clear(within(form).getByTestId('session-limit-value'));
    await user.type(within(form).getByTestId('session-limit-value'), '721');
    await user.selectOptions(within(form).getByTestId('session-limit-unit'), 'hours');
    await user.click(within(form).getByTestId('session-limit-save'));
    expect(byText(form, 'alert', 'The longest session limit in this unit is 720 hours.')).toBeInTheDocument();
    await user.clear(within(form).getByTestId('session-limit-value'));
    await user.type(within(form).getByTestId('session-limit-value'), '2');
    await user.click(within(form).getByTestId('session-limit-save'));
    await waitFor(() => expect(sessionLimits).toEqual([120]));
    expect(await shown('session-limit-current')).toHaveTextContent('Your sessions end after 2 hours.');
  });
});
