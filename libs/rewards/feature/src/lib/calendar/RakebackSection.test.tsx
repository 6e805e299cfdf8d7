import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { addDays, localIsoDay } from '@casino/rewards-ui';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRewards } from './renderRewards';
import { RakebackSection } from './RakebackSection';

const today = localIsoDay(new Date());
let paidToday: string | null = null;
let claims: { query: URLSearchParams; body: unknown }[] = [];
const days = () =>
  Array.from({ length: 28 }, (_, i) => {
    const date = addDays(today, i - 8);
    return { canClaimDate: date, bonusId: 77, amount: date === today ? '12.5' : 3, paidAt: date === today ? paidToday : date < today ? `${date}T09:00:00.000Z` : null };
  });
const server = mockServer(
  mockEndpoint(endpoints.getRakebackDays, () => ({ days: days(), currencyCode: 'EUR' })),
  mockEndpoint(endpoints.rakebackClaim, async ({ query, body }) => {
    claims.push({ query, body });
    await new Promise((resolve) => setTimeout(resolve, 50));
    paidToday = new Date().toISOString();
    return { amount: 12.5, bonusId: 77 };
  }),
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
);

function renderAsPlayer() {
  saveAccessToken('player-token');
  claims = [];
  paidToday = null;
  return renderRewards(<RakebackSection variant="grid" />, { user: userDetailsFixture() });
}

describe('RakebackSection', () => {
  it('claims today once however often Get is pressed, and confirms with the amount and currency in place of [A]', async () => {
    renderAsPlayer();
    const get = await screen.findByRole('button', { name: /^Get .* for/ });
    await userEvent.dblClick(get);
    await userEvent.click(get).catch(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Reward claimed' });
    expect(within(dialog).getByTestId('rakeback-result')).toHaveTextContent('12.50 EUR has been added to your balance.');
    expect(claims).toHaveLength(1);
    const [claim] = claims;
    if (!claim) throw new Error('no claim');
    expect(claim.body).toMatchObject({ bonusId: 77, claimDate: today, customerDate: expect.stringMatching(new RegExp(`^${today}T`)) });
    expect(claim.query.get('bonusId')).toBe('77');
    expect(claim.query.get('timeZone')).toBeTruthy();
    expect(claim.query.get('customerDate')).toMatch(new RegExp(`^${today}T`));
    // The days are read again: today now shows claimed.
    await waitFor(() => expect(document.querySelector(`[data-date="${today}"]`)).toHaveAttribute('data-state', 'claimed'));
  });

  it('says the claim failed with the spec keys when the backend refuses it', async () => {
    server.use(mockEndpoint(endpoints.rakebackClaim, () => contractError(409, 'ALREADY_CLAIMED', 'This day was already claimed')));
    renderAsPlayer();
    await userEvent.click(await screen.findByRole('button', { name: /^Get .* for/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not claim' });
    expect(dialog).toHaveTextContent('We could not claim this reward. Please try again later.');
  });

  it('shows a guest sample amounts and no Get button', async () => {
    renderRewards(<RakebackSection variant="grid" />);
    expect(screen.getByText(/Sample amounts/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(28);
    expect(screen.queryByRole('button', { name: /Get/ })).toBeNull();
  });
});
