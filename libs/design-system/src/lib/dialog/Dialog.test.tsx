import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { baseTheme } from '../theme/baseTheme';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ToastProvider } from '../toast/Toast';
import { Dialog } from './Dialog';

function Withdrawal({
  onClose = () => undefined,
  initiallyOpen = false,
}: {
  onClose?: () => void;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Withdraw
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Withdraw funds"
        description="Withdrawing cancels your active bonus."
        closeLabel="Close"
        footer={<button type="button">Confirm withdrawal</button>}
      >
        <p>Amount: 50 €</p>
      </Dialog>
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  return screen.getByRole('dialog', { name: 'Withdraw funds' });
}

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

describe('Dialog', () => {
  beforeEach(() => {
    // jsdom lays nothing out, so focus-trap would find no tabbable element; pretend every element has a box.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(
      () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList,
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is a modal dialog named by its title and described by its description', async () => {
    renderWithTheme(<Withdrawal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openDialog(userEvent.setup());
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Withdrawing cancels your active bonus.');
    expect(screen.getByRole('heading', { name: 'Withdraw funds' })).toBeInTheDocument();
  });

  it('renders nothing on the server', () => {
    const html = renderToString(
      <ThemeProvider theme={baseTheme}>
        <Dialog open onClose={() => undefined} title="Withdraw funds" closeLabel="Close">
          Body
        </Dialog>
      </ThemeProvider>,
    );
    expect(html).not.toContain('Withdraw funds');
    expect(html).not.toContain('role="dialog"');
  });

  it('moves focus into the dialog, keeps Tab inside it and gives focus back to the opener on close', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Withdrawal />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    const dialog = await openDialog(user);
    // The dialog's buttons found once (Tab changes no markup): each role query works out the styles of every button.
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm withdrawal' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    // Wraps around instead of escaping to the page behind.
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.click(close);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('can start on a chosen element and give focus back to another one', async () => {
    function Chosen() {
      const [open, setOpen] = useState(false);
      const amount = useRef<HTMLInputElement>(null);
      const balance = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h1 ref={balance} tabIndex={-1}>
            Balance
          </h1>
          <button type="button" onClick={() => setOpen(true)}>
            Deposit
          </button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Deposit"
            closeLabel="Close"
            initialFocusRef={amount}
            returnFocusRef={balance}
          >
            <input ref={amount} aria-label="Amount" />
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Chosen />);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Balance' })).toHaveFocus());
  });

  it("gives focus to the page's main heading when it opened with nothing focused (a URL) or its opener is gone", async () => {
    function Outcome({ byUrl }: { byUrl: boolean }) {
      const [open, setOpen] = useState(byUrl);
      const [paid, setPaid] = useState(false);
      return (
        <main>
          <h1>Deposit</h1>
          {/* The form is replaced by its outcome, opener included, as the dialog opens. */}
          {!paid && (
            <button
              type="button"
              onClick={() => {
                setPaid(true);
                setOpen(true);
              }}
            >
              Pay
            </button>
          )}
          <Dialog open={open} onClose={() => setOpen(false)} title="Deposit successful" closeLabel="Close">
            <p>Done</p>
          </Dialog>
        </main>
      );
    }
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<Outcome byUrl={false} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { name: 'Deposit', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    unmount();

    renderWithTheme(<Outcome byUrl />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Deposit', level: 1 })).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Withdrawal onClose={onClose} />);
    const dialog = await openDialog(user);
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Withdrawal onClose={onClose} />);
    const dialog = await openDialog(user);
    await user.click(screen.getByText('Amount: 50 €'));
    await user.click(screen.getByRole('heading', { name: 'Withdraw funds' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes with the close button, named by the translated label', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Withdrawal onClose={onClose} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('plays its close animation for 300 ms after open turns false, then unmounts', async () => {
    const props = { onClose: () => undefined, title: 'Withdraw funds', closeLabel: 'Close' };
    const { rerender } = renderWithTheme(<Dialog open {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw funds' });
    await waitFor(() => expect(dialog).toHaveFocus());
    vi.useFakeTimers();
    rerender(<Dialog open={false} {...props} />);
    expect(screen.getByRole('dialog', { name: 'Withdraw funds' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(baseTheme.motion.modalClose - 10));
    expect(screen.getByRole('dialog', { name: 'Withdraw funds' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and clicks while it is closing, so onClose fires once', async () => {
    const onClose = vi.fn();
    const props = { onClose, title: 'Withdraw funds', closeLabel: 'Close' };
    const { rerender } = renderWithTheme(<Dialog open {...props} />);
    rerender(<Dialog open={false} {...props} />);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Withdraw funds' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks the page scroll while open and releases it as it starts closing', async () => {
    renderWithTheme(<Withdrawal />);
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    await openDialog(userEvent.setup());
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Withdraw funds' }), { key: 'Escape' });
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  });

  it("writes the scroll lock's style tag with the document's CSP nonce", async () => {
    const script = document.createElement('script');
    script.nonce = 'page-nonce';
    document.head.append(script);
    try {
      renderWithTheme(<Withdrawal />);
      await openDialog(userEvent.setup());
      await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
      const styles = Array.from(document.head.querySelectorAll('style')).filter((style) =>
        style.textContent?.includes('overflow: hidden'),
      );
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(style.nonce).toBe('page-nonce');
    } finally {
      script.remove();
    }
  });

  it('puts the page behind out of reach while open, the toasts excepted, and gives it back on close', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <ToastProvider dismissLabel="Dismiss">
          <main>
            <button type="button" onClick={() => setOpen(true)}>
              Withdraw
            </button>
          </main>
          <Dialog open={open} onClose={() => setOpen(false)} title="Withdraw funds" closeLabel="Close">
            <p>Amount: 50 €</p>
          </Dialog>
        </ToastProvider>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    const main = screen.getByRole('main');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(main.closest('[inert]')).not.toBeNull());
    expect(screen.getByRole('alert').closest('[inert]')).toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[inert]')).toBeNull());
  });

  it('lets an Escape in a nested dialog close only that one', async () => {
    const onOuterClose = vi.fn();
    function Nested() {
      const [confirming, setConfirming] = useState(false);
      return (
        <Dialog open onClose={onOuterClose} title="Cashier" closeLabel="Close">
          <button type="button" onClick={() => setConfirming(true)}>
            Cancel bonus
          </button>
          <Dialog open={confirming} onClose={() => setConfirming(false)} title="Cancel bonus?" closeLabel="Close">
            <button type="button">Yes</button>
          </Dialog>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Nested />);
    const opener = screen.getByRole('button', { name: 'Cancel bonus' });
    await user.click(opener);
    const inner = screen.getByRole('dialog', { name: 'Cancel bonus?' });
    await waitFor(() => expect(inner).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onOuterClose).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Cashier' })).toBeInTheDocument();
  });
});
