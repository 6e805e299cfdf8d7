import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DepositBonusPicker, type DepositBonusPickerProps } from './DepositBonusPicker';

function Stateful(props: DepositBonusPickerProps) {
  const [value, setValue] = useState(props.value);
  return <DepositBonusPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Cashier/Deposit bonus picker',
  component: DepositBonusPicker,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DepositBonusPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  args: {
    legend: 'Bonus',
    noneLabel: 'No bonus',
    value: null,
    onChange: () => undefined,
    bonuses: [
      { id: 3, title: 'Welcome 150%', note: 'deposit at least €100.00' },
      { id: 4, title: 'Reload 50%' },
    ],
  },
};
export const BelowTheMinimum: Story = {
  args: {
    ...Offered.args,
    value: 3,
    belowMinimumNote: 'This bonus needs a deposit of at least €100.00: raise the amount or choose no bonus.',
  },
};
export const AskedForButNotOffered: Story = {
  args: {
    ...Offered.args,
    value: 9,
    unavailableNote: 'The bonus you picked is not available for this deposit; choose another one or none.',
  },
};
export const Sending: Story = { args: { ...Offered.args, value: 3, disabled: true } };
export const Arabic: Story = {
  args: {
    ...Offered.args,
    legend: 'المكافأة',
    noneLabel: 'بدون مكافأة',
    bonuses: [{ id: 3, title: 'مكافأة الترحيب 150%', note: 'إيداع 100.00 € على الأقل' }],
  },
  globals: { locale: 'ar' },
};
