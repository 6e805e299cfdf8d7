import type { Meta, StoryObj } from '@storybook/react-vite';
import { CryptoPaymentPanel } from './CryptoPaymentPanel';

const address = 'bc1qdevaddress0000000000000000000000000';
const meta = {
  title: 'Cashier/Crypto payment',
  component: CryptoPaymentPanel,
  parameters: { layout: 'padded' },
  args: {
    title: 'Send Bitcoin',
    network: 'BTC',
    address,
    qrData: `bitcoin:${address}?amount=0.0012`,
    labels: {
      network: 'Network',
      address: 'Address',
      qr: 'QR code of the address',
      copy: 'Copy',
      copied: 'Copied',
      copyFailed: 'Could not copy: select the address and copy it yourself.',
      amountHint: 'Send the equivalent of €50.00 to this address on the BTC network.',
      paid: 'I have sent it',
      cancel: 'Cancel',
    },
    onPaid: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof CryptoPaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bitcoin: Story = {};
export const Cancelling: Story = { args: { cancelling: true } };
export const Arabic: Story = { args: { title: 'أرسل بيتكوين' }, globals: { locale: 'ar' } };
