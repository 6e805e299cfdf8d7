import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { screen } from '@testing-library/react';
import { I18nProvider } from '@casino/translate';
import { describe, expect, it } from 'vitest';
import { InstantAllowance } from './InstantAllowance';

const render = (lng: string, period: 'daily' | 'weekly' | 'monthly') =>
  renderWithTheme(
    <I18nProvider i18n={createI18n({ lng, translations: bundledTranslations(lng) })}>
      <InstantAllowance used={150} limit={500} period={period} currencyCode="EUR" />
    </I18nProvider>,
  );

describe('InstantAllowance', () => {
  it('says how much of the period’s instant allowance is used, in words and as a progress bar', () => {
    render('en', 'daily');
    expect(screen.getByText('Instant withdrawals today: €150.00 of €500.00 used')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Instant withdrawals used' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Instant withdrawals today: €150.00 of €500.00 used');
  });

  it('names the period of the allowance', () => {
    render('en', 'monthly');
    expect(screen.getByText(/^Instant withdrawals this month:/)).toBeInTheDocument();
  });

  it('is translated (Arabic)', () => {
    render('ar', 'weekly');
    expect(screen.getByTestId('instant-allowance')).not.toHaveTextContent('Instant withdrawals');
  });
});
