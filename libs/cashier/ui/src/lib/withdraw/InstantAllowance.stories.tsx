import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstantAllowance } from './InstantAllowance';

const meta = {
  title: 'Cashier/Instant allowance',
  component: InstantAllowance,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InstantAllowance>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyUsed: Story = { args: { used: 150, limit: 500, period: 'daily', currencyCode: 'EUR' } };
export const AllUsed: Story = { args: { ...PartlyUsed.args, used: 500 } };
export const Weekly: Story = { args: { ...PartlyUsed.args, period: 'weekly' } };
export const Arabic: Story = { args: PartlyUsed.args, globals: { locale: 'ar' } };
