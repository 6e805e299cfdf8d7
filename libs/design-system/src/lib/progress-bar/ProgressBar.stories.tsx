import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Design system/ProgressBar',
  component: ProgressBar,
  args: { value: 24, max: 100, label: 'Wagering progress', valueText: '24% wagered' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partly: Story = {};
export const Allowance: Story = {
  args: { value: 120, max: 500, label: 'Instant withdrawals today', valueText: '€120.00 of €500.00 used' },
};
export const Empty: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 140, valueText: 'Complete' } };
