import { endpoints, type ReferralStats } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { createQueryClient } from '@casino/query';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReferralPage } from './ReferralPage';

const stats = (overrides: Partial<ReferralStats> = {}): ReferralStats => ({
  referralCode: 'MAXPLAYER', referralLink: '/?ref=MAXPLAYER', visits: 42, registrations: 4, revenue: 92.5, claimable: 9.25, claimed: 3, currencyCode: 'EUR', ...overrides,
});

let state = stats();
let reads = 0;
let claims = 0;
let claimAnswer: () => Response | { amount: number; currencyCode: string } = () => {
  const amount = state.claimable;
  state = { ...state, claimable: 0, claimed: state.claimed + amount };
  return { amount, currencyCode: 'EUR' };
};
const defaultClaim = claimAnswer;
let loadFails = false;
const server = mockServer(
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.getReferral, () => {
    reads += 1;
    return loadFails ? contractError(503, 'SERVICE_UNAVAILABLE', 'down') : state;
  }),
  mockEndpoint(endpoints.claimReferral, async () => {
    claims += 1;
    await delay(40);
    return claimAnswer();
  }),
);

beforeEach(() => {
  state = stats();
  reads = 0;
  claims = 0;
  claimAnswer = defaultClaim;
  loadFails = false;
  saveAccessToken('player-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

const render = (options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<ReferralPage />, { user: userDetailsFixture(), route: '/profile2/referral', settings: { casinoOrigin: 'https://curacao.example' }, ...options });

describe('ReferralPage', () => {
  it('shows the referral link as a full URL on the site’s origin, the code and every figure', async () => {
    render();
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toHaveValue('https://curacao.example/?ref=MAXPLAYER');
    expect(screen.getByRole('textbox', { name: 'Your referral code' })).toHaveValue('MAXPLAYER');
    expect(screen.getByTestId('referral-visits')).toHaveTextContent('42');
    expect(screen.getByTestId('referral-registrations')).toHaveTextContent('4');
    expect(screen.getByTestId('referral-revenue')).toHaveTextContent('€92.50');
    expect(screen.getByTestId('referral-claimable')).toHaveTextContent('€9.25');
    expect(screen.getByTestId('referral-claimed')).toHaveTextContent('€3.00');
    // headings in order: the page, then its three parts
    expect(screen.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Invite friends', 'Your statistics', 'Your reward']);
  });

  it('copies the link and says "Copied"; where the clipboard refuses, says so and selects the link to copy by hand', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    const copy = await screen.findByRole('button', { name: 'Copy referral link' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('https://curacao.example/?ref=MAXPLAYER');
    expect(screen.getByTestId('referral-link-status')).toHaveTextContent('Copied');
    expect(screen.getByTestId('referral-link-status')).toHaveAttribute('role', 'status');
    await user.click(copy);
    await waitFor(() => expect(screen.getByTestId('referral-link-status')).toHaveTextContent('The clipboard is not available here: the link is selected, copy it by hand.'));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('copies the code with its own button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    await user.click(await screen.findByRole('button', { name: 'Copy referral code' }));
    expect(writeText).toHaveBeenCalledWith('MAXPLAYER');
    expect(screen.getByTestId('referral-code-status')).toHaveTextContent('Copied');
  });

  it('offers Share only on a device with a share sheet, and shares the absolute link', async () => {
    const { unmount } = render();
    await screen.findByTestId('referral-stats');
    expect(screen.queryByRole('button', { name: 'Share referral link' })).not.toBeInTheDocument();
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Share referral link' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://curacao.example/?ref=MAXPLAYER' }));
  });

  it('claims the reward with one request however often Claim is pressed, says the amount, then shows nothing to claim', async () => {
    const user = userEvent.setup();
    render();
    const claim = await screen.findByRole('button', { name: 'Claim €9.25' });
    await user.dblClick(claim);
    await user.click(claim);
    expect(await screen.findByTestId('referral-nothing-to-claim')).toHaveTextContent('Nothing to claim right now.');
    expect(screen.getByTestId('referral-claim-status')).toHaveTextContent('€9.25 has been added to your balance.');
    expect(claims).toBe(1);
    expect(screen.getByTestId('referral-claimed')).toHaveTextContent('€12.25');
    expect(screen.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
  });

  it.each([
    ['NOTHING_TO_CLAIM', 'There is no referral reward to claim right now.'],
    ['SELF_EXCLUDED', 'Your account is self-excluded: rewards cannot be claimed, you can only withdraw.'],
    ['ACCOUNT_FROZEN', 'Your account is frozen: rewards cannot be claimed until the freeze ends.'],
  ] as const)('says what a refused claim (%s) means', async (code, sentence) => {
    claimAnswer = () => contractError(400, code);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Claim €9.25' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });

  it('says the claim did not go through when there is no connection', async () => {
    claimAnswer = () => HttpResponse.error();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Claim €9.25' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server: your reward was not claimed.');
  });

  it('shows a self-excluded player why claims are closed instead of a Claim button', async () => {
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const excluded = userDetailsFixture({ getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: until, frozenUntil: null } } });
    server.use(mockEndpoint(endpoints.getUserDetails, excluded));
    render({ user: excluded });
    const reward = await screen.findByTestId('referral-reward');
    expect(within(reward).getByTestId('restricted-account')).toHaveAttribute('data-kind', 'selfExcluded');
    expect(within(reward).queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
    expect(claims).toBe(0);
  });

  it('says when the details cannot be loaded, and tries again', async () => {
    loadFails = true;
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const user = userEvent.setup();
    render({ queryClient });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your referral details could not be loaded.');
    loadFails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('referral-stats')).toBeInTheDocument();
  });

  it('says refer-a-friend is not offered where the brand turned it off, and asks for nothing', async () => {
    render({ settings: { referralEnabled: false } });
    expect(await screen.findByTestId('referral-not-offered')).toHaveTextContent('Refer-a-friend is not offered on this site.');
    expect(reads).toBe(0);
  });

  it('reads in Arabic', async () => {
    render({ lng: 'ar' });
    expect(await screen.findByRole('button', { name: 'نسخ رابط الإحالة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ادعُ صديقًا' })).toBeInTheDocument();
  });
});
