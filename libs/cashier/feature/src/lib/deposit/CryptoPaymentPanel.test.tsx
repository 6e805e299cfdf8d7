import { renderWithTheme } from '@casino/design-system/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoPaymentPanel, type CryptoPaymentPanelProps } from './CryptoPaymentPanel';

const address = 'bc1qdevaddress0000000000000000000000000';
const labels: CryptoPaymentPanelProps['labels'] = {
  network: 'Network',
  address: 'Address',
  qr: 'QR code of the address',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the address and copy it yourself.',
  amountHint: 'Send the equivalent of €50.00.',
  paid: 'I have sent it',
  cancel: 'Cancel',
};

function render(props: Partial<CryptoPaymentPanelProps> = {}) {
  const onPaid = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <CryptoPaymentPanel
      title="Send Bitcoin"
      network="BTC"
      address={address}
      qrData={`bitcoin:${address}?amount=0.0012`}
      labels={labels}
      onPaid={onPaid}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onPaid, onCancel };
}

afterEach(() => vi.unstubAllGlobals());

describe('CryptoPaymentPanel', () => {
  it('shows the network, the address as selectable left-to-right text, a QR code named for screen readers, and what to send', () => {
    render();
    expect(screen.getByRole('heading', { level: 2, name: 'Send Bitcoin' })).toBeInTheDocument();
    expect(screen.getByTestId('crypto-network')).toHaveTextContent('BTC');
    expect(screen.getByTestId('crypto-address')).toHaveTextContent(address);
    expect(screen.getByTestId('crypto-address')).toHaveAttribute('dir', 'ltr');
    const qr = screen.getByRole('img', { name: 'QR code of the address' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('Send the equivalent of €50.00.')).toBeInTheDocument();
  });

  it('copies the address and says so, or says how to copy it when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    const user = userEvent.setup();
    render();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(address);
    // The status is always in the page (a live region) and says "Copied" once the clipboard's promise settles.
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(labels.copyFailed)).toBeInTheDocument();
  });

  it('reports the player’s "sent it" and cancel', async () => {
    const user = userEvent.setup();
    const { onPaid, onCancel } = render();
    await user.click(screen.getByRole('button', { name: 'I have sent it' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
