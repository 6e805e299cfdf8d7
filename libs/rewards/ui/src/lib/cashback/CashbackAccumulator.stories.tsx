import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarAwardCard } from './CalendarAwardCard';
import { CashbackAccumulator } from './CashbackAccumulator';
import { nextHalfHour } from './nextHalfHour';

const noop = () => undefined;
const meta = {
  title: 'Rewards/Cashback accumulator',
  component: CashbackAccumulator,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CashbackAccumulator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  args: {
    ngr: 240,
    percent: 10,
    available: 24,
    currencyCode: 'EUR',
    nextAt: nextHalfHour(Date.now()),
    onElapsed: noop,
    onClaim: noop,
  },
};
export const NothingYet: Story = { args: { ...Available.args, available: 0, ngr: 0 } };
export const Claiming: Story = { args: { ...Available.args, claiming: true } };
export const Refused: Story = {
  args: { ...Available.args, error: 'Cashback requires a prior deposit. Make a deposit to start collecting it.' },
};
export const Arabic: Story = { args: Available.args, globals: { locale: 'ar' } };

export const CalendarAward: StoryObj<typeof CalendarAwardCard> = {
  render: (args) => <CalendarAwardCard {...args} />,
  args: { ngr: 180, payout: 18, percent: 10, currencyCode: 'EUR' },
};
