import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@casino/design-system';
import { WithdrawalCard } from './WithdrawalCard';
import { paidWithdrawal, pendingWithdrawal, rejectedWithdrawal } from './withdrawalExamples';

const meta = {
  title: 'Cashier/Withdrawal card',
  component: WithdrawalCard,
  parameters: { layout: 'padded' },
  args: { withdrawal: pendingWithdrawal, links: { verify: '/profile/verify', wagering: '/profile2/my-bonuses' } },
} satisfies Meta<typeof WithdrawalCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InReview: Story = {
  args: {
    action: (
      <Button variant="ghost" size="sm">
        Cancel withdrawal
      </Button>
    ),
  },
};
export const WaitingForADocument: Story = { args: { withdrawal: { ...pendingWithdrawal, waitingFor: 'document' } } };
export const WaitingForWagering: Story = { args: { withdrawal: { ...pendingWithdrawal, waitingFor: 'wagering' } } };
export const PaidInstantly: Story = { args: { withdrawal: paidWithdrawal } };
export const Rejected: Story = { args: { withdrawal: rejectedWithdrawal } };
export const Arabic: Story = { args: InReview.args, globals: { locale: 'ar' } };
