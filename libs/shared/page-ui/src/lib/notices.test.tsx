import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DepositRequiredNotice } from './DepositRequiredNotice';
import { EmailVerificationNotice } from './EmailVerificationNotice';

function renderUi(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <I18nextProvider i18n={createI18n({ lng: 'en', translations: bundledTranslations('en') })}>
      <ThemeProvider theme={baseTheme} dir="ltr">
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('EmailVerificationNotice', () => {
  it('sends the link again once however often it is pressed and says it went', async () => {
    let sends = 0;
    let finish: () => void = () => undefined;
    renderUi(<EmailVerificationNotice message="Verify your email first." onResend={() => new Promise<void>((resolve) => ((sends += 1), (finish = resolve)))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Verify your email first.');
    const button = screen.getByTestId('resend-verification');
    fireEvent.click(button);
    fireEvent.click(button);
    finish();
    expect(await screen.findByTestId('verification-sent')).toHaveTextContent('We sent a new verification link');
    expect(sends).toBe(1);
  });

  it('says when the link could not be sent and lets the player try again', async () => {
    renderUi(<EmailVerificationNotice message="Verify." onResend={() => Promise.reject(new Error('down'))} />);
    fireEvent.click(screen.getByTestId('resend-verification'));
    expect(await screen.findByText('The link could not be sent. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('resend-verification')).toBeEnabled();
  });
});

describe('DepositRequiredNotice', () => {
  it('says a deposit is required, what it unlocks, and leads to the cashier', () => {
    renderUi(<DepositRequiredNotice message="Cashing out needs a deposit." depositHref="/deposit" />);
    expect(screen.getByRole('note')).toHaveTextContent('Deposit required. Cashing out needs a deposit.');
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/deposit');
  });
});
