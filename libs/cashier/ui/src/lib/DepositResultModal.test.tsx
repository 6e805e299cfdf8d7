import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { depositResultModalNames, type DepositResultModalName } from '@casino/site';
import { bundledTranslations } from '@casino/i18n/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@casino/translate';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { depositResultModals } from './DepositResultModal';

function open(name: DepositResultModalName, query = '', lng = 'en') {
  const Modal = depositResultModals[name];
  if (!Modal) throw new Error(`no modal ${name}`);
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={createI18n({ lng, translations: bundledTranslations(lng) })}>
      <ThemeProvider theme={baseTheme}>
        <MemoryRouter>
          <Modal open onClose={onClose} params={new URLSearchParams(query)} />
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
  return onClose;
}

describe('deposit result modals', () => {
  it('registers every deposit outcome of the spec', () => {
    expect(Object.keys(depositResultModals).sort()).toEqual(
      [
        'deposit-3ds-success',
        'deposit-cancel',
        'deposit-decline',
        'deposit-failed',
        'deposit-pending',
        'deposit-return',
        'deposit-success',
      ].sort(),
    );
  });

  it.each([
    ['deposit-success', 'Deposit successful'],
    ['deposit-3ds-success', 'Deposit successful'],
    ['deposit-failed', 'Deposit failed'],
    ['deposit-return', 'Deposit not completed'],
    ['deposit-decline', 'Deposit declined'],
    ['deposit-cancel', 'Deposit cancelled'],
    ['deposit-pending', 'Deposit pending'],
  ] as Array<[DepositResultModalName, string]>)('%s is titled "%s" with its message', async (name, title) => {
    open(name);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('names the payment method from met on a failed deposit, and offers to try again', async () => {
    open('deposit-failed', 'met=Visa');
    expect(await screen.findByText('Payment method: Visa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/deposit');
  });

  it('does not name a method on success', async () => {
    open('deposit-success', 'met=Visa');
    await screen.findByRole('dialog');
    expect(screen.queryByText(/Payment method/)).toBeNull();
  });

  it('closes from its button', async () => {
    const onClose = open('deposit-success');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue playing' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is translated', async () => {
    open('deposit-pending', 'met=Skrill', 'ar');
    expect(await screen.findByRole('dialog', { name: 'الإيداع قيد المعالجة' })).toBeInTheDocument();
  });
});

describe('deposit modal names', () => {
  it('of the site map are exactly the registered modals', () => {
    expect([...depositResultModalNames].sort()).toEqual(Object.keys(depositResultModals).sort());
  });
});
