import { endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRewards } from '../calendar/renderRewards';
import { FreeMoneyPage, MyBonusesPage } from './BonusesPage';

mockServer(
  mockEndpoint(endpoints.getAllBonus, () => ({ bonus: { count: 0, rows: [] } })),
  mockEndpoint(endpoints.getUserBonus, () => ({ count: 0, rows: [] })),
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
);

beforeEach(() => saveAccessToken('player-token'));

// The server renders the coupon form; in the browser it must hydrate with the page, not wait for a lazy chunk (or for a
// boundary holding one): a coupon applied at once lost its click. A form behind `lazy` is not there on the first render.
describe('the coupon form is on the page from its first render', () => {
  it('on /freemoney', () => {
    renderRewards(<FreeMoneyPage />, { user: userDetailsFixture() });
    expect(screen.getByTestId('coupon-input')).toBeInTheDocument();
  });

  it("on my bonuses, while the player's bonus list still loads", () => {
    renderRewards(<MyBonusesPage />, { user: userDetailsFixture() });
    expect(screen.getByTestId('coupon-input')).toBeInTheDocument();
  });
});
