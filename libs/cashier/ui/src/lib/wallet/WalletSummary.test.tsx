import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { screen } from '@testing-library/react';
import { I18nProvider } from '@casino/translate';
import { describe, expect, it } from 'vitest';
import { WalletSummary } from './WalletSummary';

const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const amounts = { balance: 350, realMoney: 300, bonusBalance: 50, currencyCode: 'EUR' };

describe('WalletSummary', () => {
  it('shows the balance, real money and bonus money, and what is left to wager of the bonus and the deposits', () => {
    renderWithTheme(
      <I18nProvider i18n={i18n}>
        <WalletSummary
          amounts={amounts}
          wagering={{
            wager: 1450,
            depositWager: 40,
            rollover: 1,
            activeBonus: { userBonusId: 41, name: 'Reload Bonus 50%', wagerRequired: 1750 },
          }}
          bonusesHref="/profile2/my-bonuses"
        />
      </I18nProvider>,
    );
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('€350.00');
    expect(screen.getByTestId('wallet-real')).toHaveTextContent('€300.00');
    expect(screen.getByTestId('wallet-bonus')).toHaveTextContent('€50.00');
    expect(screen.getByTestId('wallet-wager')).toHaveTextContent('€1,450.00');
    expect(
      screen.getByText('Reload Bonus 50% needs €1,750.00 wagered in all before its money becomes real money.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wallet-deposit-wager')).toHaveTextContent('€40.00');
    expect(screen.getByText('Deposits are played through 1× before they can be withdrawn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How the bonus wagering works' })).toHaveAttribute(
      'href',
      '/profile2/my-bonuses',
    );
  });

  it('says nothing is left to wager when the bonus and the deposits are played through, and waits quietly for the figures', () => {
    const { unmount } = renderWithTheme(
      <I18nProvider i18n={i18n}>
        <WalletSummary
          amounts={amounts}
          wagering={{ wager: 0, depositWager: 0, rollover: 1, activeBonus: null }}
          bonusesHref="/b"
        />
      </I18nProvider>,
    );
    expect(screen.getByText('No bonus is being wagered.')).toBeInTheDocument();
    expect(screen.getByText('Your deposits are played through.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderWithTheme(
      <I18nProvider i18n={i18n}>
        <WalletSummary amounts={amounts} bonusesHref="/b" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('€350.00');
    expect(screen.queryByTestId('wallet-wager')).not.toBeInTheDocument();
  });
});
