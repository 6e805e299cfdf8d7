import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DepositNetworkPicker, type DepositNetworkPickerProps } from './DepositNetworkPicker';

function Stateful(props: DepositNetworkPickerProps) {
  const [value, setValue] = useState(props.value);
  return <DepositNetworkPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Cashier/Deposit network picker',
  component: DepositNetworkPicker,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DepositNetworkPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Networks: Story = {
  args: { legend: 'Network', networks: ['TRC20', 'ERC20', 'BEP20'], value: 'TRC20', onChange: () => undefined },
};
export const Sending: Story = { args: { ...Networks.args, disabled: true } };
/** One network: nothing to choose, nothing drawn. */
export const OneNetwork: Story = { args: { ...Networks.args, networks: ['TRC20'] } };
export const Arabic: Story = { args: { ...Networks.args, legend: 'الشبكة' }, globals: { locale: 'ar' } };
