import { defaultSettings, endpoints, type UserDetails } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { renderPage } from '@casino/page-ui/testing';
import { rememberLastLogin, uncheckedState, useSessionStore, type SessionStore } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countriesFixture } from '../data/fixtures';
import { ProfilePage } from './ProfilePage';
// The editor the page loads lazily, loaded with this file: no test waits for its module.
import './ProfileEditor';

mockServer(mockEndpoint(endpoints.getAllCountry, countriesFixture));

let store: SessionStore | undefined;
function StoreProbe() {
  store = useSessionStore();
  return null;
}

/** The page at its URL, under a route whose id is the page key (as in the brand apps' route table). */
const renderProfile = (
  page: 'profile' | 'myProfile',
  options: { user?: UserDetails; lng?: string; session?: typeof uncheckedState } = {},
) => {
  const path = page === 'profile' ? '/profile' : '/profile2/my-profile';
  const element = (
    <>
      <ProfilePage settings={defaultSettings} />
      <StoreProbe />
    </>
  );
  return renderPage(<p>elsewhere</p>, { route: path, routes: [{ id: page, path, element }], ...options });
};

afterEach(() => {
  rememberLastLogin(null);
  store = undefined;
});
// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

// A worker's first render of the profile forms inserts and parses their styles and compiles their code (about half a
// second in jsdom): done once here, not by whichever test shows them first.
beforeAll(async () => {
  renderProfile('myProfile', { user: userDetailsFixture() });
  await screen.findByLabelText(/^City/);
  cleanup();
  store = undefined;
});

describe('ProfilePage', () => {
  it("shows the player's details from the session: name, contacts, country, currency, dates and identity status", () => {
    rememberLastLogin({ created_at: '2026-03-02T10:30:00.000Z', ip: '203.0.113.9', location: 'Valletta' });
    renderProfile('profile', {
      user: userDetailsFixture({
        getUser: {
          nickname: 'demo7',
          phoneCode: '+356',
          phone: '79123456',
          isEmailVerified: false,
          kycStatus: 'PENDING',
        },
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const info = screen.getByTestId('profile-info');
    expect(within(info).getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(within(info).getByTestId('profile-name')).toHaveTextContent('Demo Player');
    expect(within(info).getByTestId('profile-nickname')).toHaveTextContent('demo7');
    expect(within(info).getByTestId('profile-email')).toHaveTextContent('player@demo.test');
    expect(within(info).getByTestId('profile-email-status')).toHaveTextContent('Not verified');
    expect(within(info).getByTestId('profile-phone')).toHaveTextContent('+356 79123456');
    expect(within(info).getByTestId('profile-country')).toHaveTextContent('Malta');
    expect(within(info).getByTestId('profile-currency')).toHaveTextContent('Euro (EUR)');
    expect(within(info).getByTestId('profile-birth')).toHaveTextContent('January 1, 1990');
    expect(within(info).getByTestId('profile-member-since')).toHaveTextContent('January 1, 2026');
    expect(within(info).getByTestId('profile-kyc')).toHaveTextContent('Verification in review');
    expect(within(info).getByTestId('profile-last-login')).toHaveTextContent('Mar 2, 2026');
  });

  it('names a player without first and last name by nickname, else by email', () => {
    const { unmount } = renderProfile('profile', {
      user: userDetailsFixture({ getUser: { firstName: null, lastName: null, nickname: 'lucky' } }),
    });
    expect(screen.getByTestId('profile-name')).toHaveTextContent('lucky');
    unmount();
    renderProfile('profile', {
      user: userDetailsFixture({ getUser: { firstName: null, lastName: null, nickname: null } }),
    });
    expect(screen.getByTestId('profile-name')).toHaveTextContent('player@demo.test');
    expect(screen.getByTestId('profile-nickname')).toHaveTextContent('Not set');
  });

  it('shows balance, real and bonus money in the currency and the active bonus, and follows balance events', () => {
    const user = userDetailsFixture({
      activeBonus: { userBonusId: 1, bonusId: 2, name: 'Welcome 100%', type: 'deposit', amount: 20, wagerLeft: 400 },
    });
    renderProfile('profile', { user });
    const wallet = screen.getByTestId('wallet-info');
    expect(within(wallet).getByRole('heading', { level: 2, name: 'Your wallet' })).toBeInTheDocument();
    expect(within(wallet).getByTestId('wallet-balance')).toHaveTextContent('€120.00');
    expect(within(wallet).getByTestId('wallet-real')).toHaveTextContent('€100.00');
    expect(within(wallet).getByTestId('wallet-bonus')).toHaveTextContent('€20.00');
    expect(within(wallet).getByTestId('wallet-active-bonus')).toHaveTextContent('Welcome 100%');
    act(() => store?.getState().applyBalance({ cash: 150.5, nonCash: 0, total: 150.5 }));
    expect(within(wallet).getByTestId('wallet-balance')).toHaveTextContent('€150.50');
    expect(within(wallet).getByTestId('wallet-bonus')).toHaveTextContent('€0.00');
  });

  it("formats the money in the page's language", () => {
    renderProfile('profile', { user: userDetailsFixture(), lng: 'ar' });
    const euros = (n: number) => new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(n);
    expect(screen.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeInTheDocument();
    // Compared whole: the Arabic figures carry direction marks and no-break spaces a text matcher would fold.
    expect(screen.getByTestId('wallet-balance').textContent).toBe(euros(120));
    expect(screen.getByTestId('wallet-real').textContent).toBe(euros(100));
  });

  it('shows the loyalty level, points and xp with the progress toward the next level', () => {
    renderProfile('profile', {
      user: userDetailsFixture({
        userLoyaltyLevel: { level: 2, name: 'Silver', points: 1250, xp: 150, nextLevelXp: 200 },
      }),
    });
    const loyalty = screen.getByTestId('loyalty-info');
    expect(within(loyalty).getByRole('heading', { level: 2, name: 'Your loyalty level' })).toBeInTheDocument();
    expect(within(loyalty).getByTestId('loyalty-level')).toHaveTextContent('Level 2: Silver');
    expect(within(loyalty).getByTestId('loyalty-points')).toHaveTextContent('1,250');
    expect(within(loyalty).getByTestId('loyalty-xp')).toHaveTextContent('150');
    expect(within(loyalty).getByTestId('loyalty-next')).toHaveTextContent('50 xp to the next level');
    const bar = within(loyalty).getByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuetext', '150 of 200 xp');
  });

  it('says a player at the top level has reached it, without a progress bar', () => {
    renderProfile('profile', {
      user: userDetailsFixture({
        userLoyaltyLevel: { level: 10, name: 'Diamond', points: 90000, xp: 500000, nextLevelXp: 0 },
      }),
    });
    expect(screen.getByTestId('loyalty-next')).toHaveTextContent('You have reached the top level.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('on /profile, leads to the wallet, the VIP club and every account setting instead of showing the forms', () => {
    renderProfile('profile', { user: userDetailsFixture() });
    expect(screen.getByRole('link', { name: 'Open your wallet' })).toHaveAttribute('href', '/Wallet');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(screen.getByRole('link', { name: 'See the VIP club' })).toHaveAttribute('href', '/vip-club');
    const settings = screen.getByTestId('profile-settings');
    expect(within(settings).getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(
      within(settings)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/profile/edit-profile',
      '/profile/verify',
      '/profile/transactions',
      '/profile2/limits',
      '/profile2/freeze-account',
    ]);
    expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull();
  });

  it('on my profile, shows the profile and password forms under the overview, with links inside the profile2 pages', async () => {
    renderProfile('myProfile', { user: userDetailsFixture({ getUser: { city: 'Valletta' } }) });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-info')).toBeInTheDocument();
    // The overview's links before the forms are there: a role query names every link of the page, and the forms'
    // fields and buttons would be many more to go through.
    expect(screen.getByRole('link', { name: 'Open your wallet' })).toHaveAttribute('href', '/profile2/balance');
    expect(screen.getByRole('link', { name: 'See the VIP club' })).toHaveAttribute('href', '/profile2/vip-club');
    // By its label: a role query repeated while the form loads names every field each time.
    expect(await screen.findByLabelText(/^City/)).toHaveValue('Valletta');
    expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-settings')).toBeNull();
  });

  it("waits for the browser to confirm a player the server could not check, without a guest's prompt", () => {
    renderProfile('profile', { session: uncheckedState });
    expect(screen.getByTestId('profile-restoring')).toHaveTextContent('Loading your profile…');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByTestId('profile-info')).toBeNull();
  });

  it('asks a guest to log in and shows nothing of a player', () => {
    renderProfile('myProfile');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/profile2/my-profile?modal=login');
    expect(screen.queryByTestId('profile-info')).toBeNull();
    expect(screen.queryByTestId('wallet-info')).toBeNull();
  });
});
