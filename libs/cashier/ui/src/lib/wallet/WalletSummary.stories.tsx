import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletSummary } from './WalletSummary';

const meta = {
  title: 'Cashier/Wallet summary',
  component: WalletSummary,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WalletSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActiveBonus: Story = {
  args: {
    amounts: { balance: 350, realMoney: 300, bonusBalance: 50, currencyCode: 'EUR' },
    wagering: {
      wager: 1450,
      depositWager: 40,
      rollover: 1,
      activeBonus: { userBonusId: 41, name: 'Reload Bonus 50%', wagerRequired: 1750 },
    },
    bonusesHref: '/profile2/my-bonuses',
  },
};
export const AllPlayedThrough: Story = {
  args: {
    ...WithActiveBonus.args,
    amounts: { balance: 300, realMoney: 300, bonusBalance: 0, currencyCode: 'EUR' },
    wagering: { wager: 0, depositWager: 0, rollover: 1, activeBonus: null },
  },
};
export const Loading: Story = { args: { ...WithActiveBonus.args, wagering: undefined } };
export const Arabic: Story = { args: WithActiveBonus.args, globals: { locale: 'ar' } };
