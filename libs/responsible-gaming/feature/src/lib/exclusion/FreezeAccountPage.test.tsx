import { endpoints, type BodyOf, type ResponsibleGaming } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { readAccessToken, saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rgStateFixture } from '../fixtures';
import { FreezeAccountPage } from './FreezeAccountPage';

let state: ResponsibleGaming;
let exclusions: BodyOf<typeof endpoints.selfExclude>[] = [];
let freezes: number[] = [];
const server = mockServer(
  mockEndpoint(endpoints.getLimits, () => state),
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.selfExclude, async ({ body }) => {
    const b = body as BodyOf<typeof endpoints.selfExclude>;
    exclusions.push(b);
    await delay(40);
    state = {
      ...state,
      selfExclusion: {
        until: b.until ?? new Date(Date.now() + 86_400_000).toISOString(),
        permanent: b.duration === 'permanent',
        allBrands: b.allBrands ?? false,
      },
    };
    return state;
  }),
  mockEndpoint(endpoints.freezeAccount, async ({ body }) => {
    const days = body?.days ?? 0;
    freezes.push(days);
    await delay(40);
    state = { ...state, frozenUntil: new Date(Date.UTC(2026, 11, 1, 12, 0) + days * 86_400_000).toISOString() };
    return null;
  }),
  mockEndpoint(endpoints.logout, () => null),
);

beforeEach(() => {
  state = rgStateFixture();
  exclusions = [];
  freezes = [];
  saveAccessToken('player-token');
});

const render = () =>
  renderPage(<FreezeAccountPage />, { user: userDetailsFixture(), route: '/profile2/freeze-account' });

/**
 * The radio labelled `label`, once shown: a label query, checked for the role, not a role query with a name, which
 * computes the styles of every radio of the page and of their ancestors (at every poll while it waits).
 */
const radio = async (label: string) => {
  const found = await waitFor(() => {
    const labelled = screen.queryByLabelText(label);
    if (!labelled) throw new Error(`No radio labelled "${label}" yet`);
    return labelled;
  });
  expect(found).toHaveRole('radio');
  return found;
};
/** The alert of the form `testId`, by its role attribute (a role query would compute the styles of every ancestor). */
const alertIn = (testId: string) => screen.getByTestId(testId).querySelector('[role="alert"]');
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

describe('FreezeAccountPage', () => {
  // The page's first render in a worker runs its code and writes its styles for the first time (a few tenths of a
  // second, which the first test paid on top of its own work): done once in a hook, as vitest.setup.ts warms React, it
  // is no test's.
  beforeAll(async () => {
    state = rgStateFixture();
    saveAccessToken('player-token');
    const { unmount } = render();
    await radio('1 week');
    unmount();
  });

  it('self-excludes for the chosen duration after a confirmation saying until when and what stays possible, with one request', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await radio('1 week'));
    expect(screen.queryByTestId('exclusion-all-brands')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('exclusion-review'));
    expect(screen.getByTestId('exclusion-confirm')).toHaveTextContent(
      /You will be excluded until .+\. It cannot be shortened\. You can still sign in and withdraw\./,
    );
    expect(exclusions).toEqual([]);
    const yes = screen.getByTestId('exclusion-confirm-yes');
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await shown('rg-excluded')).toHaveTextContent(
      /You are self-excluded until .+: you can withdraw, and nothing else\./,
    );
    expect(exclusions).toEqual([{ duration: '1w' }]);
  });

  it('asks in Malta whether the exclusion covers every brand, and sends the answer', async () => {
    state = rgStateFixture({ market: 'MT' });
    const user = userEvent.setup();
    render();
    await user.click(await radio('Permanently'));
    await user.click(screen.getByTestId('exclusion-review'));
    expect(alertIn('self-exclusion')).toHaveTextContent('Choose whether the exclusion covers every brand.');
    await user.click(await radio('Yes, every brand'));
    await user.click(screen.getByTestId('exclusion-review'));
    expect(screen.getByTestId('exclusion-confirm')).toHaveTextContent(
      'You will be excluded permanently. It cannot be undone.',
    );
    await user.click(screen.getByTestId('exclusion-confirm-yes'));
    expect(await shown('rg-excluded')).toHaveTextContent(
      'You are self-excluded permanently: you can withdraw, and nothing else. It covers every brand of our operator.',
    );
    expect(exclusions).toEqual([{ duration: 'permanent', allBrands: true }]);
  });

  it('sends a custom exclusion’s end date, and refuses a length that is not a whole number of days or months', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await radio('Another length'));
    await user.type(screen.getByTestId('exclusion-custom-value'), '0');
    await user.click(screen.getByTestId('exclusion-review'));
    expect(alertIn('self-exclusion')).toHaveTextContent(
      'Enter a whole number of days (up to 3650) or months (up to 120).',
    );
    await user.clear(screen.getByTestId('exclusion-custom-value'));
    await user.type(screen.getByTestId('exclusion-custom-value'), '10');
    await user.click(screen.getByTestId('exclusion-review'));
    await user.click(screen.getByTestId('exclusion-confirm-yes'));
    await waitFor(() => expect(exclusions).toHaveLength(1));
    const sent = exclusions[0];
    expect(sent?.duration).toBe('custom');
    const days = (new Date(sent?.until ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThanOrEqual(10);
  });

  it('freezes the account for the chosen days after a confirmation, once, and keeps the player signed in with the freeze shown until its end', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await radio('7 days'));
    await user.click(screen.getByTestId('freeze-review'));
    expect(
      screen.getByText('Your account will be frozen for 7 days. You can still sign in and withdraw.'),
    ).toBeInTheDocument();
    const yes = screen.getByTestId('freeze-confirm-yes');
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await shown('rg-frozen')).toHaveTextContent(
      /Your account is frozen until Dec 8, 2026.*you can withdraw, and nothing else/,
    );
    expect(freezes).toEqual([7]);
    expect(readAccessToken()).toBe('player-token');
    expect(screen.queryByTestId('freeze')).not.toBeInTheDocument();
  });

  it('shows the freeze from its answer, never the form again, while the state read again has not answered', async () => {
    let answerReRead: () => void = () => undefined;
    const reRead = new Promise<void>((resolve) => (answerReRead = resolve));
    let held = false;
    server.use(
      mockEndpoint(endpoints.getLimits, async () => {
        if (held) await reRead;
        return state;
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(await radio('1 day'));
    await user.click(screen.getByTestId('freeze-review'));
    held = true;
    fireEvent.click(screen.getByTestId('freeze-confirm-yes'));
    expect(await shown('rg-frozen')).toBeInTheDocument();
    expect(screen.queryByTestId('freeze-review')).not.toBeInTheDocument();
    // The state read again brings the end the server keeps.
    answerReRead();
    await waitFor(() => expect(screen.getByTestId('rg-frozen')).toHaveTextContent(/Dec 2, 2026/));
    expect(freezes).toEqual([1]);
  });

  it('shows a running exclusion instead of the form', async () => {
    state = rgStateFixture({ selfExclusion: { until: '2026-12-24T10:00:00.000Z', permanent: false } });
    render();
    expect(await shown('rg-excluded')).toHaveTextContent(/You are self-excluded until Dec 24, 2026/);
    expect(screen.queryByTestId('self-exclusion')).not.toBeInTheDocument();
  });
});
