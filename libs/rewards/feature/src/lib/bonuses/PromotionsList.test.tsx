import { endpoints, PAGE_SIZE, type Bonus } from '@casino/api-contract';
import { formatDateTimeUtc } from '@casino/translate';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { createQueryClient } from '@casino/query';
import { sampleDepositBonus, sampleFreeSpinsBonus } from '@casino/rewards-ui';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRewards } from '../calendar/renderRewards';
import { PromotionsList } from './PromotionsList';
// What a card loads lazily (the replace dialog, the email notice, the refusals' words), loaded with this file: no test
// waits for their modules.
import './ReplaceBonusDialog';
import './EmailVerificationNotice';
import './activationError';

const bonuses: Bonus[] = [
  sampleDepositBonus,
  { ...sampleFreeSpinsBonus, validOnDays: [], startTime: null, endTime: null },
];
const pagesAsked: Array<{ pageNo: string | null; limit: string | null; currency: string | null }> = [];
const userBonus = (bonusId: number, status: 'active' | 'claimed') => ({
  id: 90 + bonusId,
  bonusId,
  name: 'x',
  type: bonusId === 1 ? ('deposit' as const) : ('freespins' as const),
  status,
  depositAmount: null,
  bonusAmount: 0,
  freeSpinsQuantity: null,
  freeSpinsLeft: null,
  freeSpinGame: null,
  freeSpinsWin: 0,
  multiplier: 35,
  wagerRequired: 0,
  wageredAmount: 0,
  wagerLeft: 0,
  winningAmount: 0,
  wageringType: 'REAL_TO_FUN' as const,
  maxBet: 5,
  maxWinAmount: null,
  wageringContributions: [],
  start: '2026-11-24T10:00:00.000Z',
  expiration: null,
  lastUpdate: '2026-11-24T10:00:00.000Z',
});

const server = mockServer(
  mockEndpoint(endpoints.getAllBonus, ({ query }) => {
    pagesAsked.push({ pageNo: query.get('pageNo'), limit: query.get('limit'), currency: query.get('currency') });
    return { bonus: { count: 30, rows: query.get('pageNo') === '2' ? bonuses.slice(1) : bonuses } };
  }),
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
);

const renderList = (route = '/bonuses', signedIn = true) => {
  if (signedIn) saveAccessToken('player-token');
  return renderRewards(<PromotionsList heading="Promotions" />, {
    route,
    user: signedIn ? userDetailsFixture() : undefined,
  });
};
const card = async (id: number) => {
  const cards = await screen.findAllByTestId('bonus-card');
  const found = cards.find((c) => c.dataset.bonusId === String(id));
  if (!found) throw new Error(`no card for bonus ${id}`);
  return found;
};

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

// A worker's first render of the cards and of the replace dialog inserts and parses their styles and compiles their
// code (about half a second in jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  server.use(
    mockEndpoint(endpoints.activateBonus, () =>
      contractError(422, 'ACTIVE_BONUS', 'active', { activeUserBonusId: 3, canReplace: true }),
    ),
  );
  renderList();
  await userEvent.click(within(await card(1)).getByTestId('activate-bonus'));
  await screen.findByTestId('confirm-replace-bonus');
  cleanup();
  server.resetHandlers();
});
beforeEach(() => {
  pagesAsked.length = 0;
  localStorage.clear();
});

describe('PromotionsList', () => {
  it("asks for the page of the URL, 24 at a time with the player's currency to check, and links the pages around it", async () => {
    renderList('/bonuses?page=2');
    await card(8);
    expect(pagesAsked).toContainEqual({ pageNo: '2', limit: String(PAGE_SIZE), currency: 'EUR' });
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('promotions-prev')).toHaveAttribute('href', '/bonuses');
    expect(screen.queryByTestId('promotions-next')).not.toBeInTheDocument();
  });

  it('asks a guest to log in instead of activating', async () => {
    renderList('/bonuses', false);
    const link = within(await card(1)).getByTestId('bonus-login');
    expect(link).toHaveAttribute('href', '/bonuses?modal=login');
  });

  it('activates once however often Activate is pressed, then leads a deposit bonus to the cashier with the bonus chosen', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(endpoints.activateBonus, async ({ body }) => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { userBonus: userBonus(body?.bonusId ?? 0, 'claimed') };
      }),
    );
    renderList();
    await userEvent.dblClick(within(await card(1)).getByTestId('activate-bonus'));
    expect(await within(await card(1)).findByTestId('bonus-activated')).toHaveTextContent(
      'Make a deposit to receive this bonus',
    );
    expect(calls).toBe(1);
    expect(within(await card(1)).getByTestId('bonus-deposit')).toHaveAttribute('href', '/deposit?bonusId=1');
  });

  it('sends the play button of a running bonus to the slots page', async () => {
    server.use(mockEndpoint(endpoints.activateBonus, () => ({ userBonus: userBonus(8, 'active') })));
    renderList();
    await userEvent.click(within(await card(8)).getByTestId('activate-bonus'));
    expect(await within(await card(8)).findByTestId('bonus-play')).toHaveAttribute('href', '/casino/slots');
  });

  it('asks before a deposit bonus replaces the active one, and only then sends confirmCancelActive', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.activateBonus, ({ body }) => {
        bodies.push(body);
        if (!body?.confirmCancelActive)
          return contractError(422, 'ACTIVE_BONUS', 'active', { activeUserBonusId: 3, canReplace: true });
        return { userBonus: userBonus(1, 'claimed') };
      }),
    );
    renderList();
    await userEvent.click(within(await card(1)).getByTestId('activate-bonus'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your active bonus?' });
    expect(dialog).toHaveTextContent('its remaining bonus money and your wagering progress are lost');
    await userEvent.click(within(dialog).getByTestId('confirm-replace-bonus'));
    expect(await within(await card(1)).findByTestId('bonus-activated')).toBeInTheDocument();
    expect(bodies).toEqual([{ bonusId: 1 }, { bonusId: 1, confirmCancelActive: true }]);
  });

  it('keeps the active bonus when the player says so: nothing more is sent', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(endpoints.activateBonus, () => {
        calls += 1;
        return contractError(422, 'ACTIVE_BONUS', 'active', { activeUserBonusId: 3, canReplace: true });
      }),
    );
    renderList();
    await userEvent.click(within(await card(1)).getByTestId('activate-bonus'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('stops an unverified email with the reason and a resend of the link', async () => {
    let resends = 0;
    server.use(
      mockEndpoint(endpoints.activateBonus, () => contractError(422, 'REQUIRED_EMAIL_VERIFICATION', 'verify')),
      mockEndpoint(endpoints.resendVerification, () => {
        resends += 1;
        return null;
      }),
    );
    renderList();
    await userEvent.click(within(await card(8)).getByTestId('activate-bonus'));
    const notice = await within(await card(8)).findByTestId('bonus-verify-email');
    expect(notice).toHaveTextContent('Verify your email address to activate bonuses');
    await userEvent.dblClick(within(notice).getByTestId('resend-verification'));
    expect(await within(notice).findByTestId('verification-sent')).toBeInTheDocument();
    expect(resends).toBe(1);
  });

  it('says a refusal in words on the card it belongs to', async () => {
    server.use(mockEndpoint(endpoints.activateBonus, () => contractError(422, 'BONUS_FRAUD', 'fraud')));
    renderList();
    await userEvent.click(within(await card(8)).getByTestId('activate-bonus'));
    expect(await within(await card(8)).findByRole('alert')).toHaveTextContent('Deposit bonuses are still open to you');
    expect(within(await card(1)).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a translated error with a retry when the list cannot be read', async () => {
    server.use(mockEndpoint(endpoints.getAllBonus, () => contractError(500, 'INTERNAL_ERROR', 'down')));
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderRewards(<PromotionsList heading="Promotions" />, { route: '/bonuses', queryClient });
    expect(await screen.findByRole('alert')).toHaveTextContent('The promotions could not be loaded.');
  });

  it('disables Activate for a self-excluded player, says why once above the cards with the end date, and sends nothing', async () => {
    let calls = 0;
    const until = '2099-01-01T12:00:00.000Z';
    const excluded = userDetailsFixture({
      getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: until, frozenUntil: null } },
    });
    server.use(
      mockEndpoint(endpoints.getUserDetails, excluded),
      mockEndpoint(endpoints.activateBonus, () => {
        calls += 1;
        return { userBonus: userBonus(1, 'claimed') };
      }),
    );
    saveAccessToken('player-token');
    renderRewards(<PromotionsList heading="Promotions" />, { route: '/bonuses', user: excluded });
    const buttons = await screen.findAllByTestId('activate-bonus');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
    const notices = screen.getAllByTestId('restricted-account');
    expect(notices).toHaveLength(1);
    const date = formatDateTimeUtc('en', until);
    expect(notices[0]).toHaveTextContent(`Your account is self-excluded until ${date}.`);
    expect(within(notices[0] as HTMLElement).getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute(
      'href',
      '/withdraw',
    );
    await userEvent.click(buttons[0] as HTMLElement);
    expect(calls).toBe(0);
  });
});
