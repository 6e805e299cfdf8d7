import { userDetailsFixture } from '@casino/session/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';
import { renderLobby } from './testing';

const renderHome = (lng = 'en', options: Parameters<typeof renderLobby>[1] = {}) =>
  renderLobby(<HomePage />, { lng, ...options });

describe('HomePage', () => {
  it('leads with the welcome package and a sign-up call to action', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: '150% up to 1000 EUR + 100 free spins' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim your bonus' })).toHaveAttribute('href', '/?modal=signup');
  });

  it("sends a signed-in player's 'Claim your bonus' to the promotions, not to the sign-up form", async () => {
    renderHome('en', { user: userDetailsFixture() });
    expect(await screen.findByRole('link', { name: 'Claim your bonus' })).toHaveAttribute('href', '/promotions');
  });

  it('links every game category to its lobby page', async () => {
    renderHome();
    const list = within(await screen.findByRole('region', { name: 'Explore the lobby' })).getByRole('list');
    const hrefs = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/casino/slots', '/casino/live-casino', '/casino/popular', '/tournaments']);
  });

  it('is translated', async () => {
    renderHome('ar');
    expect(await screen.findByRole('link', { name: 'احصل على مكافأتك' })).toBeInTheDocument();
  });
});
