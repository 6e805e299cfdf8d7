import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepositResultModal } from './DepositResultModal';

const meta = {
  title: 'Cashier/Deposit result modal',
  component: DepositResultModal,
  args: { kind: 'failed', open: true, onClose: () => undefined, params: new URLSearchParams('met=Visa') },
  argTypes: {
    kind: {
      control: 'select',
      options: ['success', 'failed', 'return', 'decline', 'cancel', 'pending', '3ds-success'],
    },
  },
} satisfies Meta<typeof DepositResultModal>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Failed: Story = {};
export const Success: Story = { args: { kind: 'success' } };
export const Pending: Story = { args: { kind: 'pending', params: new URLSearchParams('met=Skrill') } };
