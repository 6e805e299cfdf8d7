import { endpoints } from '@casino/api-contract';
import { formatDateTimeUtc } from '@casino/translate';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { sampleActiveUserBonus, sampleCancelledSpins } from '@casino/rewards-ui';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRewards } from '../calendar/renderRewards';
import { CouponForm } from './CouponForm';
import { groupUserBonuses } from './groupUserBonuses';
import { MyBonuses } from './MyBonuses';
// The cancel dialog the list loads lazily, loaded with this file: no test waits for its module.
import './CancelBonusDialog';

const availed = {
  ...sampleActiveUserBonus,
  id: 30,
  status: 'availed' as const,
  lastUpdate: '2026-09-01T10:00:00.000Z',
};
let rows = [sampleActiveUserBonus, sampleCancelledSpins, availed];
const server = mockServer(
  mockEndpoint(endpoints.getUserBonus, () => ({ count: rows.length, rows })),
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
);

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

beforeEach(() => {
  rows = [sampleActiveUserBonus, sampleCancelledSpins, availed];
  saveAccessToken('player-token');
});
// A worker's first render of the bonuses and of the cancel dialog inserts and parses their styles and compiles their
// code (about half a second in jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  saveAccessToken('player-token');
  renderRewards(<MyBonuses />, { user: userDetailsFixture() });
  await userEvent.click(within(await screen.findByTestId('my-bonuses-active')).getByTestId('cancel-bonus'));
  await screen.findByTestId('confirm-cancel-bonus');
  cleanup();
});

describe('groupUserBonuses', () => {
  it('puts running and waiting bonuses first, then the last that ended, then the others', () => {
    const claimed = { ...sampleActiveUserBonus, id: 50, status: 'claimed' as const };
    const groups = groupUserBonuses([availed, sampleCancelledSpins, claimed, sampleActiveUserBonus]);
    expect(groups.active.map((b) => b.id).sort()).toEqual([41, 50]);
    expect(groups.last?.id).toBe(40);
    expect(groups.others.map((b) => b.id)).toEqual([30]);
  });
});

describe('MyBonuses', () => {
  it('cancels after a confirmation that says the bonus money goes, with one request however often it is pressed', async () => {
    let cancels = 0;
    server.use(
      mockEndpoint(endpoints.cancelBonus, async ({ body }) => {
        cancels += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        rows = rows.map((r) => (r.id === body?.userBonusId ? { ...r, status: 'cancelled' as const } : r));
        return { userBonus: { ...sampleActiveUserBonus, status: 'cancelled' as const } };
      }),
    );
    renderRewards(<MyBonuses />, { user: userDetailsFixture() });
    const active = await screen.findByTestId('my-bonuses-active');
    expect(within(active).getByTestId('wagering-summary')).toBeInTheDocument();
    await userEvent.click(within(active).getByTestId('cancel-bonus'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Reload Bonus 50%?' });
    expect(dialog).toHaveTextContent('removes the bonus money (€50.00) from your balance');
    await userEvent.dblClick(within(dialog).getByTestId('confirm-cancel-bonus'));
    expect(await screen.findByTestId('my-bonuses-none')).toBeInTheDocument();
    expect(cancels).toBe(1);
  });

  it('keeps the dialog open with the reason when the cancel is refused', async () => {
    server.use(mockEndpoint(endpoints.cancelBonus, () => contractError(422, 'INVALID_STATE', 'nope')));
    renderRewards(<MyBonuses />, { user: userDetailsFixture() });
    await userEvent.click(within(await screen.findByTestId('my-bonuses-active')).getByTestId('cancel-bonus'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-cancel-bonus'));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This bonus has already ended: there is nothing left to cancel.',
    );
  });
});

describe('CouponForm', () => {
  it('applies a coupon once, then says the second try was already redeemed, keeping the code', async () => {
    let applies = 0;
    server.use(
      mockEndpoint(endpoints.applyCoupon, async ({ body }) => {
        applies += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (applies > 1) return contractError(409, 'COUPON_ALREADY_REDEEMED', 'again');
        return { code: body?.code ?? '', userBonus: { ...sampleActiveUserBonus, name: 'Coupon Gift 20 Spins' } };
      }),
    );
    renderRewards(<CouponForm />, { user: userDetailsFixture() });
    const input = screen.getByRole('textbox', { name: /Coupon code/ });
    // Pasted: the form reads the field when it is sent, and each typed key is a round of events.
    await userEvent.click(input);
    await userEvent.paste(' welcome20 ');
    await userEvent.dblClick(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent(
      'Coupon WELCOME20 applied: Coupon Gift 20 Spins is yours.',
    );
    expect(applies).toBe(1);
    await userEvent.click(input);
    await userEvent.paste('WELCOME20');
    await userEvent.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-error')).toHaveTextContent('You have already redeemed this coupon.');
    expect(input).toHaveValue('WELCOME20');
  });

  it('pastes a code from the clipboard into the field, ready to apply', async () => {
    const sent: string[] = [];
    server.use(
      mockEndpoint(endpoints.applyCoupon, ({ body }) => {
        sent.push(body?.code ?? '');
        return { code: body?.code ?? '', userBonus: sampleActiveUserBonus };
      }),
    );
    Object.defineProperty(navigator, 'clipboard', {
      value: { readText: async () => ' SPRING10\n' },
      configurable: true,
    });
    try {
      renderRewards(<CouponForm />, { user: userDetailsFixture() });
      // Found once: a role query in the wait would name every field again at each try.
      const input = screen.getByRole('textbox', { name: /Coupon code/ });
      await userEvent.click(screen.getByRole('button', { name: 'Paste into Coupon code' }));
      await waitFor(() => expect(input).toHaveValue('SPRING10'));
      await userEvent.click(screen.getByTestId('coupon-apply'));
      await waitFor(() => expect(sent).toEqual(['SPRING10']));
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('says an unknown code was not applied, and asks for a code before sending anything', async () => {
    let applies = 0;
    server.use(
      mockEndpoint(endpoints.applyCoupon, () => {
        applies += 1;
        return contractError(404, 'COUPON_NOT_FOUND', 'unknown');
      }),
    );
    renderRewards(<CouponForm />, { user: userDetailsFixture() });
    await userEvent.click(screen.getByTestId('coupon-apply'));
    expect(screen.getByText('Enter a coupon code.')).toBeInTheDocument();
    expect(applies).toBe(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Coupon code/ }), 'NOPE');
    await userEvent.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-error')).toHaveTextContent(
      'The coupon was not applied: check the code and try again.',
    );
  });

  it('disables Apply for a frozen player, says why with the end of the freeze, and sends nothing', async () => {
    let applies = 0;
    const until = '2099-01-01T12:00:00.000Z';
    const frozen = userDetailsFixture({
      getUser: { userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: until } },
    });
    server.use(
      mockEndpoint(endpoints.getUserDetails, frozen),
      mockEndpoint(endpoints.applyCoupon, () => {
        applies += 1;
        return contractError(404, 'COUPON_NOT_FOUND', 'unknown');
      }),
    );
    renderRewards(<CouponForm />, { user: frozen });
    const date = formatDateTimeUtc('en', until);
    expect(screen.getByTestId('restricted-account')).toHaveTextContent(`Your account is frozen until ${date}.`);
    expect(screen.getByTestId('coupon-apply')).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: /Coupon code/ }));
    await userEvent.paste('WELCOME20');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByTestId('coupon-apply'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(applies).toBe(0);
    expect(screen.queryByTestId('coupon-error')).not.toBeInTheDocument();
  });
});
