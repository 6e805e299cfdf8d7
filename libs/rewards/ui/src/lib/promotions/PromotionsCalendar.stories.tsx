import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewRewardsBox } from './NewRewardsBox';
import { PromotionsCalendar } from './PromotionsCalendar';

const meta = {
  title: 'Rewards/Promotions calendar',
  component: PromotionsCalendar,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromotionsCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  args: {
    days: [
      {
        date: '2026-11-24',
        promotions: [
          { id: 1, title: 'Welcome Package: 150% up to 1000 EUR + 100 free spins', href: '/bonuses' },
          { id: 2, title: 'Weekend reload', href: '/bonuses' },
        ],
      },
      {
        date: '2026-11-25',
        promotions: [{ id: 3, title: 'Tuesday free spins on Book of Dev for every deposit', href: '/bonuses' }],
      },
      { date: '2026-11-26', promotions: [] },
    ],
  },
};
export const Arabic: Story = { args: Week.args, globals: { locale: 'ar' } };

export const RewardsBox: StoryObj<typeof NewRewardsBox> = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '14rem' }}>
      <NewRewardsBox {...args} />
    </div>
  ),
  args: {
    rewards: [
      { id: 'rakeback', label: 'Rakeback: €4.20', href: '?modal=rakeback' },
      { id: 'cashback', label: 'Cashback: €12.00', href: '/cashback' },
      { id: 'bonuses', label: '3 bonuses available', href: '/bonuses' },
    ],
  },
};
export const RewardsBoxEmpty: StoryObj<typeof NewRewardsBox> = { ...RewardsBox, args: { rewards: [] } };
export const RewardsBoxWithActiveBonus: StoryObj<typeof NewRewardsBox> = {
  ...RewardsBox,
  args: {
    ...RewardsBox.args,
    note: { id: 'active-bonus', label: 'Reload Bonus 50%: €1,450.00 left to wager', href: '/profile2/my-bonuses' },
  },
};
