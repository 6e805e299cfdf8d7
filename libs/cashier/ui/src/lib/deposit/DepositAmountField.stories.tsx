import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DepositAmountField, type DepositAmountFieldProps } from './DepositAmountField';

/** The cashier's steps: 1 below 30, 5 from 30 on (the page computes them; the story imitates it). */
function Stateful(props: DepositAmountFieldProps) {
  const [value, setValue] = useState(props.value);
  const amount = Number(value) || 0;
  const step = amount >= 30 ? 5 : 1;
  return (
    <DepositAmountField
      {...props}
      value={value}
      onChange={setValue}
      onStepDown={() => setValue(String(Math.max(0, amount - step)))}
      onStepUp={() => setValue(String(amount + step))}
    />
  );
}

const meta = {
  title: 'Cashier/Deposit amount',
  component: DepositAmountField,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DepositAmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    label: 'Amount',
    value: '25',
    onChange: () => undefined,
    onStepDown: () => undefined,
    onStepUp: () => undefined,
    stepDownLabel: 'Less',
    stepUpLabel: 'More',
    currency: '€',
    presets: [25, 50, 100].map((amount) => ({ amount, label: `€${amount}` })),
    presetsLabel: 'Quick amounts',
    hint: '€10.00 to €5,000.00',
  },
};
export const BelowTheMinimum: Story = {
  args: { ...Default.args, value: '5', error: 'The least you can deposit with this method is €10.00.' },
};
export const Sending: Story = { args: { ...Default.args, disabled: true } };
export const Arabic: Story = {
  args: { ...Default.args, label: 'المبلغ', stepDownLabel: 'أقل', stepUpLabel: 'أكثر', presetsLabel: 'مبالغ سريعة' },
  globals: { locale: 'ar' },
};
