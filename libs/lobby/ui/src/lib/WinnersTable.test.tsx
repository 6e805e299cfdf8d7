import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { screen, within } from '@testing-library/react';
import { I18nProvider } from '@casino/translate';
import { describe, expect, it } from 'vitest';
import { WinnersTable } from './WinnersTable';

const row = {
  id: 1,
  gameName: 'Book of Dev',
  gameHref: '/casino/games/book-of-dev',
  user: 'Ana***',
  time: '2026-11-23T10:05:00.000Z',
  bet: 2,
  multiplier: 12.5,
  payout: 25,
  currencyCode: 'EUR',
};

describe('WinnersTable', () => {
  it('shows the catalogue columns: game, user, time, bet amount, multiplier, payout', () => {
    renderWithTheme(
      <I18nProvider i18n={createI18n({ lng: 'en', translations: bundledTranslations('en') })}>
        <WinnersTable caption="Latest winners" rows={[row]} locale="en" />
      </I18nProvider>,
    );
    const table = screen.getByRole('table', { name: 'Latest winners' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game', 'Player', 'Time', 'Bet', 'Multiplier', 'Payout']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Book of Dev', 'Ana***', '10:05', '€2.00', '×12.5', '€25.00']);
    expect(within(table).getByRole('link', { name: 'Book of Dev' })).toHaveAttribute(
      'href',
      '/casino/games/book-of-dev',
    );
  });
});
