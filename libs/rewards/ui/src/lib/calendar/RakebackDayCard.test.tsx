import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nProvider } from '@casino/translate';
import { describe, expect, it, vi } from 'vitest';
import { RakebackDayCard } from './RakebackDayCard';
import { rakebackDayViews } from './rakebackDays';

const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const render = (ui: ReactElement) => renderWithTheme(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
function view(amount: number, date = '2026-11-24', paidAt: string | null = null, signedIn = true) {
  const [day] = rakebackDayViews([{ canClaimDate: date, bonusId: 3, amount, paidAt }], {
    today: '2026-11-24',
    signedIn,
  });
  if (!day) throw new Error('no day');
  return day;
}

describe('RakebackDayCard', () => {
  it('offers Get on a claimable day and claims it with the day', async () => {
    const onClaim = vi.fn();
    render(<RakebackDayCard day={view(12.5)} currencyCode="EUR" onClaim={onClaim} />);
    await userEvent.click(screen.getByRole('button', { name: /Get €12.50/ }));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-11-24', bonusId: 3 }));
  });

  it('sends nothing more while a claim is on its way', async () => {
    const onClaim = vi.fn();
    render(<RakebackDayCard day={view(12.5)} currencyCode="EUR" onClaim={onClaim} claiming />);
    const button = screen.getByRole('button', { name: /Get/ });
    await userEvent.click(button).catch(() => undefined);
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('says each state in words: claimed, not claimed, locked, play to win', () => {
    const { unmount } = render(
      <RakebackDayCard day={view(5, '2026-11-20', '2026-11-20T10:00:00Z')} currencyCode="EUR" />,
    );
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    unmount();
    render(
      <>
        <RakebackDayCard day={view(5, '2026-11-20')} currencyCode="EUR" />
        <RakebackDayCard day={view(5, '2026-11-28')} currencyCode="EUR" />
        <RakebackDayCard day={view(0, '2026-11-28')} currencyCode="EUR" />
      </>,
    );
    expect(screen.getByText('Not claimed')).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.getByText('Play to win')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no Get button for a guest', () => {
    render(<RakebackDayCard day={view(12.5, '2026-11-24', null, false)} currencyCode="EUR" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
  });
});
