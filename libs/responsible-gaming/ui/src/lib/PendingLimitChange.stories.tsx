import type { Meta, StoryObj } from '@storybook/react-vite';
import { PendingLimitChange } from './PendingLimitChange';

const meta = {
  title: 'Responsible gaming/Pending limit change',
  component: PendingLimitChange,
  parameters: { layout: 'padded' },
  args: {
    badge: 'Pending',
    children: 'Rises to €200.00 on 3 Dec 2026, 10:00.',
    cancelLabel: 'Cancel the change',
    onCancel: () => undefined,
    cancelling: false,
    busy: false,
  },
} satisfies Meta<typeof PendingLimitChange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

/** Due, in a market that asks the player to confirm a loosening. */
export const ToConfirm: Story = { args: { confirmLabel: 'Confirm', onConfirm: () => undefined } };

export const Cancelling: Story = { args: { cancelling: true, busy: true } };
