import { endpoints, mergeSettings, type AppSettings, type BodyOf } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResponsibleGamblingPage } from './ResponsibleGamblingPage';

type Prefs = BodyOf<typeof endpoints.updatePreferences>;
let sent: Prefs[] = [];
let stored = { ghostMode: false, rewardCalendarOptOut: false };
let refuse = false;
const server = mockServer(
  mockEndpoint(endpoints.updatePreferences, async ({ body }) => {
    sent.push(body as Prefs);
    await delay(30);
    if (refuse) return contractError(500, 'INTERNAL_ERROR', 'down');
    stored = { ...stored, ...(body as Prefs) };
    return stored;
  }),
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture({ getUser: stored })),
);

beforeEach(() => {
  sent = [];
  stored = { ghostMode: false, rewardCalendarOptOut: false };
  refuse = false;
  saveAccessToken('player-token');
});

const brand: Partial<AppSettings> = { ghostModeEnabled: true, calendarEnabled: true };

describe('ResponsibleGamblingPage', () => {
  it('lists every tool with the page where it is set (a guest too), and asks a guest to log in for the preferences', async () => {
    renderPage(<ResponsibleGamblingPage settings={mergeSettings(brand)} />, { route: '/responsible-gambling' });
    const tools = await screen.findByTestId('rg-tools');
    for (const id of ['deposit', 'bet', 'loss', 'winnings', 'session', 'exclusion', 'freeze']) {
      expect(within(tools).getByTestId(`rg-tool-${id}`)).toBeInTheDocument();
    }
    expect(
      within(screen.getByTestId('rg-tool-deposit')).getByRole('link', { name: 'Set up: Deposit limits' }),
    ).toHaveAttribute('href', '/profile2/limits');
    expect(within(screen.getByTestId('rg-tool-freeze')).getByRole('link')).toHaveAttribute(
      'href',
      '/profile2/freeze-account',
    );
    // The default market has no reality check.
    expect(screen.queryByTestId('rg-tool-reality')).not.toBeInTheDocument();
    expect(screen.getByTestId('rg-privacy')).toHaveTextContent('Log in to choose ghost mode');
    expect(screen.queryByTestId('pref-ghost-mode')).not.toBeInTheDocument();
  });

  it("offers the reality check where the brand's market has one", async () => {
    renderPage(<ResponsibleGamblingPage settings={mergeSettings(brand, { responsibleGamingMarket: 'UK' })} />, {
      route: '/responsible-gambling',
    });
    expect(await screen.findByTestId('rg-tool-reality')).toBeInTheDocument();
  });

  it('switches ghost mode with one request however often it is clicked, and says it is on', async () => {
    renderPage(<ResponsibleGamblingPage settings={mergeSettings(brand)} />, {
      route: '/responsible-gambling',
      user: userDetailsFixture({ getUser: stored }),
    });
    const box = await screen.findByRole('checkbox', { name: /Ghost mode/ });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    fireEvent.click(box);
    expect(await screen.findByTestId('pref-notice')).toHaveTextContent('Ghost mode is on');
    expect(sent).toEqual([{ ghostMode: true }]);
    expect(box).toBeChecked();
  });

  it("keeps the box as the server answered while the player's details are read again (no flicker back)", async () => {
    let detailsAsked = 0;
    server.use(
      mockEndpoint(endpoints.getUserDetails, async () => {
        detailsAsked += 1;
        const now = stored;
        await delay(400);
        return userDetailsFixture({ getUser: now });
      }),
    );
    renderPage(<ResponsibleGamblingPage settings={mergeSettings(brand)} />, {
      route: '/responsible-gambling',
      user: userDetailsFixture({ getUser: stored }),
    });
    const box = await screen.findByRole('checkbox', { name: /Ghost mode/ });
    fireEvent.click(box);
    expect(await screen.findByTestId('pref-notice')).toHaveTextContent('Ghost mode is on');
    // The re-read is under way and has not answered: the box is still the server's answer.
    await waitFor(() => expect(detailsAsked).toBeGreaterThan(0));
    expect(box).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(box).toBeChecked();
  });

  it('puts the box back and says why when the change is refused', async () => {
    refuse = true;
    renderPage(<ResponsibleGamblingPage settings={mergeSettings(brand)} />, {
      route: '/responsible-gambling',
      user: userDetailsFixture({ getUser: stored }),
    });
    const box = await screen.findByRole('checkbox', { name: /Hide reward calendars/ });
    fireEvent.click(box);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    expect(sent).toEqual([{ rewardCalendarOptOut: true }]);
  });

  it('hides the preferences the brand does not offer', async () => {
    renderPage(
      <ResponsibleGamblingPage
        settings={mergeSettings({ ghostModeEnabled: false, calendarEnabled: true, rakebackEnabled: true })}
      />,
      {
        route: '/responsible-gambling',
        user: userDetailsFixture(),
      },
    );
    expect(await screen.findByRole('checkbox', { name: /Hide reward calendars/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Ghost mode/ })).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    renderPage(<ResponsibleGamblingPage settings={mergeSettings(brand)} />, {
      route: '/responsible-gambling',
      lng: 'ar',
      user: userDetailsFixture(),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'أدواتك' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /وضع التخفي/ })).toBeInTheDocument();
  });
});
