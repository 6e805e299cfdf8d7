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
  referralCode: 'MAXPLAYER',
  referralLink: '/?ref=MAXPLAYER',
  visits: 42,
  registrations: 4,
  revenue: 92.5,
  claimable: 9.25,
  claimed: 3,
  currencyCode: 'EUR',
  ...overrides,
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
  renderPage(<ReferralPage />, {
    user: userDetailsFixture(),
    route: '/profile2/referral',
    settings: { casinoOrigin: 'https://curacao.example' },
    ...options,
  });

/**
 * What `query` finds once it is shown, checked for its `role` if given: a label or text query, not a role query with a name,
 * which computes the styles of every candidate of the page and of their ancestors, at every poll while it waits; and no
 * failure at each poll, which would print the whole page into its message (waitFor prints it once, past its timeout).
 */
async function shown(query: () => HTMLElement | null, role?: 'alert' | 'button' | 'textbox'): Promise<HTMLElement> {
  const found = await waitFor(() => {
    const element = query();
    if (!element) throw new Error(`Not shown yet: ${String(query)}`);
    return element;
  });
  if (role) expect(found).toHaveRole(role);
  return found;
}
const claimButton = () => shown(() => screen.queryByText('Claim €9.25'), 'button');
/** The heading showing `text`, checked for its role and level (see `shown`). */
function heading(text: string, level: number): HTMLElement {
  const found = screen.getByText(text);
  expect(found).toHaveRole('heading');
  expect(found.tagName).toBe(`H${level}`);
  return found;
}

describe('ReferralPage', () => {
  it('shows the referral link as a full URL on the site’s origin, the code and every figure', async () => {
    render();
    expect(await shown(() => screen.queryByLabelText('Your referral link'), 'textbox')).toHaveValue(
      'https://curacao.example/?ref=MAXPLAYER',
    );
    expect(await shown(() => screen.queryByLabelText('Your referral code'), 'textbox')).toHaveValue('MAXPLAYER');
    expect(screen.getByTestId('referral-visits')).toHaveTextContent('42');
    expect(screen.getByTestId('referral-registrations')).toHaveTextContent('4');
    expect(screen.getByTestId('referral-revenue')).toHaveTextContent('€92.50');
    expect(screen.getByTestId('referral-claimable')).toHaveTextContent('€9.25');
    expect(screen.getByTestId('referral-claimed')).toHaveTextContent('€3.00');
    // headings in order: the page, then its three parts (listed with querySelectorAll: a role query reads the styles of
    // every heading and of its ancestors)
    expect(heading('Refer a friend', 1)).toBeInTheDocument();
    expect([...document.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Invite friends',
      'Your statistics',
      'Your reward',
    ]);
  });

  it('copies the link and says "Copied"; where the clipboard refuses, says so and selects the link to copy by hand', async () => {
    const user = userEvent.setup();
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    const copy = await shown(() => screen.queryByLabelText('Copy referral link'), 'button');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('https://curacao.example/?ref=MAXPLAYER');
    // "Copied" is said once the clipboard's promise settles: a render React schedules after the click has returned
    // (asserted at once, it raced that render and failed on a loaded CI machine).
    await waitFor(() => expect(screen.getByTestId('referral-link-status')).toHaveTextContent('Copied'));
    expect(screen.getByTestId('referral-link-status')).toHaveAttribute('role', 'status');
    await user.click(copy);
    await waitFor(() =>
      expect(screen.getByTestId('referral-link-status')).toHaveTextContent(
        'The clipboard is not available here: the link is selected, copy it by hand.',
      ),
    );
    const field = (await shown(() => screen.queryByLabelText('Your referral link'), 'textbox')) as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('copies the code with its own button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    await user.click(await shown(() => screen.queryByLabelText('Copy referral code'), 'button'));
    expect(writeText).toHaveBeenCalledWith('MAXPLAYER');
    await waitFor(() => expect(screen.getByTestId('referral-code-status')).toHaveTextContent('Copied'));
  });

  it('offers Share only on a device with a share sheet, and shares the absolute link', async () => {
    const { unmount } = render();
    await shown(() => screen.queryByLabelText('Copy referral link'), 'button');
    expect(screen.queryByLabelText('Share referral link')).not.toBeInTheDocument();
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render();
    await user.click(await shown(() => screen.queryByLabelText('Share referral link'), 'button'));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://curacao.example/?ref=MAXPLAYER' }));
  });

  it('claims the reward with one request however often Claim is pressed, says the amount, then shows nothing to claim', async () => {
    const user = userEvent.setup();
    render();
    const claim = await claimButton();
    await user.dblClick(claim);
    await user.click(claim);
    await waitFor(() =>
      expect(screen.queryByTestId('referral-nothing-to-claim')).toHaveTextContent('Nothing to claim right now.'),
    );
    expect(screen.getByTestId('referral-claim-status')).toHaveTextContent('€9.25 has been added to your balance.');
    expect(claims).toBe(1);
    expect(screen.getByTestId('referral-claimed')).toHaveTextContent('€12.25');
    expect(screen.queryByTestId('referral-claim')).not.toBeInTheDocument();
  });

  it.each([
    ['NOTHING_TO_CLAIM', 'There is no referral reward to claim right now.'],
    ['SELF_EXCLUDED', 'Your account is self-excluded: rewards cannot be claimed, you can only withdraw.'],
    ['ACCOUNT_FROZEN', 'Your account is frozen: rewards cannot be claimed until the freeze ends.'],
  ] as const)('says what a refused claim (%s) means', async (code, sentence) => {
    claimAnswer = () => contractError(400, code);
    const user = userEvent.setup();
    render();
    await user.click(await claimButton());
    expect(await shown(() => screen.queryByTestId('referral-claim-error'), 'alert')).toHaveTextContent(sentence);
  });

  it('says the claim did not go through when there is no connection', async () => {
    claimAnswer = () => HttpResponse.error();
    const user = userEvent.setup();
    render();
    await user.click(await claimButton());
    expect(await shown(() => screen.queryByTestId('referral-claim-error'), 'alert')).toHaveTextContent(
      'No connection to the server: your reward was not claimed.',
    );
  });

  it('shows a self-excluded player why claims are closed instead of a Claim button', async () => {
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const excluded = userDetailsFixture({
      getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: until, frozenUntil: null } },
    });
    server.use(mockEndpoint(endpoints.getUserDetails, excluded));
    render({ user: excluded });
    const reward = await shown(() => screen.queryByTestId('referral-reward'));
    expect(within(reward).getByTestId('restricted-account')).toHaveAttribute('data-kind', 'selfExcluded');
    expect(within(reward).queryByTestId('referral-claim')).not.toBeInTheDocument();
    expect(claims).toBe(0);
  });

  it('says when the details cannot be loaded, and tries again', async () => {
    loadFails = true;
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const user = userEvent.setup();
    render({ queryClient });
    const alert = await shown(() => screen.queryByTestId('referral-error'), 'alert');
    expect(alert).toHaveTextContent('Your referral details could not be loaded.');
    loadFails = false;
    const retry = within(alert).getByText('Try again');
    expect(retry).toHaveRole('button');
    await user.click(retry);
    expect(await shown(() => screen.queryByTestId('referral-stats'))).toBeInTheDocument();
  });

  it('says refer-a-friend is not offered where the brand turned it off, and asks for nothing', async () => {
    render({ settings: { referralEnabled: false } });
    expect(await shown(() => screen.queryByTestId('referral-not-offered'))).toHaveTextContent(
      'Refer-a-friend is not offered on this site.',
    );
    expect(reads).toBe(0);
  });

  it('reads in Arabic', async () => {
    render({ lng: 'ar' });
    expect(await shown(() => screen.queryByLabelText('نسخ رابط الإحالة'), 'button')).toBeInTheDocument();
    expect(heading('ادعُ صديقًا', 1)).toBeInTheDocument();
  });
});
