import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { formatDateTimeUtc, I18nProvider } from '@casino/translate';
import { bundledTranslations } from '@casino/i18n/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositRequiredNotice } from './DepositRequiredNotice';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { LoadFailure } from './LoadFailure';
import { PasteButton } from './PasteButton';
import { RestrictedAccountNotice } from './RestrictedAccountNotice';

function renderUi(ui: ReactElement, lng = 'en') {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <I18nProvider i18n={createI18n({ lng, translations: bundledTranslations(lng) })}>
      <ThemeProvider theme={baseTheme} dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('EmailVerificationNotice', () => {
  it('sends the link again once however often it is pressed and says it went', async () => {
    let sends = 0;
    let finish: () => void = () => undefined;
    renderUi(
      <EmailVerificationNotice
        message="Verify your email first."
        onResend={() =>
          new Promise<void>((resolve) => {
            sends += 1;
            finish = resolve;
          })
        }
      />,
    );
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

describe('RestrictedAccountNotice', () => {
  const until = '2099-01-01T12:00:00.000Z';
  const formatted = (lng: string) => formatDateTimeUtc(lng, until);

  it('says a self-excluded player is excluded until the end date, may still withdraw, and leads to withdrawals and the limits', () => {
    renderUi(<RestrictedAccountNotice restriction={{ kind: 'selfExcluded', until }} />);
    const note = screen.getByRole('note');
    expect(note).toHaveAttribute('data-testid', 'restricted-account');
    expect(note).toHaveTextContent(`Your account is self-excluded until ${formatted('en')}.`);
    expect(note).toHaveTextContent('you can still withdraw your money');
    expect(screen.getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute('href', '/withdraw');
    expect(screen.getByRole('link', { name: 'Responsible gaming limits' })).toHaveAttribute('href', '/profile2/limits');
  });

  it('gives a permanent exclusion no date', () => {
    renderUi(<RestrictedAccountNotice restriction={{ kind: 'selfExcluded', until: null }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Your account is permanently self-excluded.');
    expect(screen.getByRole('note')).not.toHaveTextContent(/\d{4}/);
  });

  it('says a frozen account is frozen until its end date', () => {
    renderUi(<RestrictedAccountNotice restriction={{ kind: 'frozen', until }} />);
    expect(screen.getByRole('note')).toHaveTextContent(`Your account is frozen until ${formatted('en')}.`);
    expect(screen.getByRole('note')).not.toHaveTextContent('self-excluded');
  });

  it('speaks Arabic with the date in Arabic', () => {
    const { unmount } = renderUi(<RestrictedAccountNotice restriction={{ kind: 'selfExcluded', until }} />, 'ar');
    expect(screen.getByRole('note')).toHaveTextContent(`حسابك في حالة استبعاد ذاتي حتى ${formatted('ar')}`);
    expect(screen.getByRole('link', { name: 'انتقل إلى السحب' })).toHaveAttribute('href', '/withdraw');
    expect(screen.getByRole('link', { name: 'حدود اللعب المسؤول' })).toHaveAttribute('href', '/profile2/limits');
    unmount();
    renderUi(<RestrictedAccountNotice restriction={{ kind: 'selfExcluded', until: null }} />, 'ar');
    expect(screen.getByRole('note')).toHaveTextContent('حسابك في حالة استبعاد ذاتي دائم.');
  });

  it('says frozen in Arabic with the date', () => {
    renderUi(<RestrictedAccountNotice restriction={{ kind: 'frozen', until }} />, 'ar');
    expect(screen.getByRole('note')).toHaveTextContent(`حسابك مجمّد حتى ${formatted('ar')}`);
  });
});

describe('LoadFailure', () => {
  it('says what could not be loaded at once and asks again on Try again, in the page language', () => {
    let retries = 0;
    const { unmount } = renderUi(
      <LoadFailure message="Your limits could not be loaded." onRetry={() => (retries += 1)} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your limits could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
    unmount();
    renderUi(<LoadFailure message="تعذّر التحميل." onRetry={() => undefined} />, 'ar');
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
  });

  it('is busy while the retry runs (its query fetching), and a press meanwhile asks nothing more', () => {
    let retries = 0;
    renderUi(<LoadFailure message="Your limits could not be loaded." onRetry={() => (retries += 1)} retrying />);
    const button = screen.getByRole('button', { name: /Try again/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    fireEvent.click(button);
    expect(retries).toBe(0);
  });
});

describe('PasteButton', () => {
  const clipboard = (readText: () => Promise<string>) =>
    Object.defineProperty(navigator, 'clipboard', { value: { readText }, configurable: true });
  afterEach(() => void Reflect.deleteProperty(navigator, 'clipboard'));

  it("hands the clipboard's text, trimmed, to the field", async () => {
    clipboard(async () => '  bc1qexampleaddress \n');
    const pasted: string[] = [];
    renderUi(<PasteButton field="Wallet address" onPaste={(text) => pasted.push(text)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Paste into Wallet address' }));
    await waitFor(() => expect(pasted).toEqual(['bc1qexampleaddress']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['the browser refuses', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
    ['the clipboard holds no text', () => Promise.resolve('   ')],
  ])('says the clipboard is unreadable, and how to paste by hand, when %s', async (_, readText) => {
    clipboard(readText);
    const pasted: string[] = [];
    renderUi(<PasteButton field="Coupon code" onPaste={(text) => pasted.push(text)} />);
    const button = screen.getByRole('button', { name: 'Paste into Coupon code' });
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The clipboard could not be read here. Paste with Ctrl+V',
    );
    expect(button).toHaveAccessibleDescription(expect.stringContaining('The clipboard could not be read here'));
    expect(pasted).toEqual([]);
  });

  it('says so where there is no clipboard API at all (an insecure page), in Arabic too', async () => {
    renderUi(<PasteButton field="عنوان المحفظة" onPaste={() => undefined} />, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'لصق في عنوان المحفظة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّرت قراءة الحافظة هنا');
  });
});
