import { endpoints, type ResponsibleGaming } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { readAccessToken, saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { rgStateFixture } from '../fixtures';
import RealityCheck from './RealityCheck';

const MIN = 60_000;
let state: ResponsibleGaming;
let startedAt: number;
let summaries = 0;
mockServer(
  mockEndpoint(endpoints.getLimits, () => state),
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.getSessionSummary, () => {
    summaries += 1;
    return { startedAt: new Date(startedAt).toISOString(), bets: 40, wins: 27.5, net: -12.5, currencyCode: 'EUR' };
  }),
  mockEndpoint(endpoints.logout, () => null),
);

beforeEach(() => {
  sessionStorage.clear();
  summaries = 0;
  saveAccessToken('player-token');
});

const render = () => renderPage(<RealityCheck />, { user: userDetailsFixture(), route: '/casino' });

describe('RealityCheck', () => {
  it('shows the time played and the net position once the chosen interval has passed, and waits a whole interval after Continue', async () => {
    state = rgStateFixture({ market: 'UK', realityCheckMinutes: 15 });
    startedAt = Date.now() - 16 * MIN;
    const user = userEvent.setup();
    render();
    expect(await screen.findByTestId('reality-elapsed')).toHaveTextContent(
      'You have been playing for 0 h 16 min in this session.',
    );
    expect(screen.getByTestId('reality-net')).toHaveTextContent(
      'You are down €12.50 in this session (bets €40.00, wins €27.50).',
    );
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    await user.click(screen.getByTestId('reality-continue'));
    await waitFor(() => expect(screen.queryByTestId('reality-dialog')).not.toBeInTheDocument());
    // the next one is 30 minutes in, 14 minutes away
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByTestId('reality-dialog')).not.toBeInTheDocument();
    expect(summaries).toBe(2);
  });

  it('signs the player out on Stop', async () => {
    state = rgStateFixture({ market: 'UK', realityCheckMinutes: 30 });
    startedAt = Date.now() - 31 * MIN;
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('reality-stop'));
    await waitFor(() => expect(readAccessToken()).toBeUndefined());
  });

  it('stays silent where the market has no reality check or the player chose none', async () => {
    state = rgStateFixture({ market: 'default', realityCheckMinutes: 15 });
    startedAt = Date.now() - 60 * MIN;
    const { queryClient } = render();
    await waitFor(() => expect(queryClient.getQueryData(['responsible-gaming', 'state'])).toBeDefined());
    await new Promise((r) => setTimeout(r, 100));
    expect(summaries).toBe(0);
    expect(screen.queryByTestId('reality-dialog')).not.toBeInTheDocument();
  });
});
