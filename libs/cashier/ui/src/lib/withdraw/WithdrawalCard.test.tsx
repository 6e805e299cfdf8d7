import type { Withdrawal } from '@casino/api-contract';
import { renderWithTheme } from '@casino/design-system/testing';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { screen, within } from '@testing-library/react';
import { I18nProvider } from '@casino/translate';
import { describe, expect, it } from 'vitest';
import { WithdrawalCard } from './WithdrawalCard';
import { pendingWithdrawal, rejectedWithdrawal } from './withdrawalExamples';

const links = { verify: '/profile/verify', wagering: '/profile2/my-bonuses' };

function render(withdrawal: Withdrawal, action?: React.ReactNode) {
  return renderWithTheme(
    <I18nProvider i18n={createI18n({ lng: 'en', translations: bundledTranslations('en') })}>
      <WithdrawalCard withdrawal={withdrawal} links={links} action={action} />
    </I18nProvider>,
  );
}

const steps = () =>
  screen.getAllByTestId('timeline-step').map((step) => ({
    text: step.querySelector('span')?.textContent,
    reached: step.dataset['reached'],
    current: step.getAttribute('aria-current'),
  }));

describe('WithdrawalCard', () => {
  it('shows a pending withdrawal’s amount, method, what arrives after fees, and its timeline up to the review', () => {
    render(pendingWithdrawal);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('€120.00 · Crypto wallet');
    expect(screen.getByText(/In review/, { selector: '[data-testid="withdrawal"] header *' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('€118.00');
    expect(within(screen.getByRole('list', { name: /./ })).getAllByRole('listitem')).toHaveLength(3);
    expect(steps()).toEqual([
      { text: 'Requested', reached: 'true', current: null },
      { text: 'In review', reached: 'true', current: 'step' },
      { text: 'Paid out', reached: 'false', current: null },
    ]);
    expect(screen.getByText('Not yet')).toBeInTheDocument();
    expect(screen.getByText(/expected/i)).toBeInTheDocument();
  });

  it('says why it waits, with the one action that moves it on', () => {
    const { unmount } = render({ ...pendingWithdrawal, waitingFor: 'document' });
    expect(screen.getByTestId('withdrawal-wait')).toHaveTextContent('It waits for a document from you.');
    expect(screen.getByRole('link', { name: 'Upload it now' })).toHaveAttribute('href', '/profile/verify');
    unmount();
    render({ ...pendingWithdrawal, waitingFor: 'wagering' });
    expect(screen.getByRole('link', { name: 'See what is left to wager' })).toHaveAttribute(
      'href',
      '/profile2/my-bonuses',
    );
    expect(screen.getByText(/^See what is left/).closest('[data-testid="withdrawal-wait"]')).toHaveTextContent(
      'It waits until your deposits are played through.',
    );
  });

  it('ends a rejected withdrawal’s timeline in the rejection, with the reason and no wait or expected time', () => {
    render(rejectedWithdrawal);
    expect(steps().map((s) => s.text)).toEqual(['Requested', 'In review', 'Rejected']);
    expect(steps()[2]).toMatchObject({ reached: 'true', current: 'step' });
    expect(screen.getByRole('article')).toHaveTextContent('Wallet address does not match the network');
    expect(screen.queryByTestId('withdrawal-wait')).not.toBeInTheDocument();
    expect(screen.queryByText(/expected/i)).not.toBeInTheDocument();
  });

  it('carries the action it is given (the cancel of a pending request)', () => {
    render(pendingWithdrawal, <button type="button">Cancel withdrawal</button>);
    expect(within(screen.getByRole('article')).getByRole('button', { name: 'Cancel withdrawal' })).toBeInTheDocument();
  });
});
