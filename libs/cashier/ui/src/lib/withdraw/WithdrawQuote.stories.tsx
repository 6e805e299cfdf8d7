import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithdrawQuote } from './WithdrawQuote';

const meta = {
  title: 'Cashier/Withdrawal quote',
  component: WithdrawQuote,
  parameters: { layout: 'padded' },
  args: {
    credit: '€30.00',
    fee: '€0.30',
    networkFee: '€1.00',
    receive: '€28.70',
    labels: {
      credit: 'Leaves your balance',
      fee: 'Fee',
      networkFee: 'Network fee',
      receive: 'You receive',
      confirm: 'Confirm withdrawal of €30.00',
      change: 'Change',
    },
    onConfirm: () => undefined,
    onChange: () => undefined,
  },
} satisfies Meta<typeof WithdrawQuote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quoted: Story = {};
export const Confirming: Story = { args: { confirming: true } };
export const Arabic: Story = {
  args: {
    labels: {
      credit: 'يُخصم من رصيدك',
      fee: 'الرسوم',
      networkFee: 'رسوم الشبكة',
      receive: 'تستلم',
      confirm: 'تأكيد سحب 30.00 €',
      change: 'تعديل',
    },
  },
  globals: { locale: 'ar' },
};
