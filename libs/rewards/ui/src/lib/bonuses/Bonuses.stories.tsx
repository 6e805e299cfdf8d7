import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@casino/design-system';
import { ActiveBonusBadge } from './ActiveBonusBadge';
import { BonusCard } from './BonusCard';
import { activeUserBonus, cancelledSpins, depositBonus, freeSpinsBonus } from './fixtures';
import { UserBonusCard } from './UserBonusCard';
import { WageringSummary } from './WageringSummary';

const meta = { title: 'Rewards/Bonuses', component: BonusCard, parameters: { layout: 'padded' } } satisfies Meta<
  typeof BonusCard
>;
export default meta;
type Story = StoryObj<typeof meta>;

const STORY_NOW = Date.parse('2026-11-24T12:00:00Z');

export const Promotion: Story = {
  args: { bonus: depositBonus, eager: true, action: <Button size="sm">Activate</Button> },
};
export const FreeSpinsWithHours: Story = {
  args: { bonus: freeSpinsBonus, action: <Button size="sm">Activate</Button> },
};
export const Refused: Story = {
  args: {
    bonus: freeSpinsBonus,
    action: <Button size="sm">Activate</Button>,
    message: <p role="alert">This bonus is available from 19:00.</p>,
  },
};
export const BrokenImage: Story = {
  args: { bonus: { ...depositBonus, banner: { ...depositBonus.banner, imageUrl: '/missing.png' } } },
};
export const PromotionArabic: Story = { args: Promotion.args, globals: { locale: 'ar' } };

export const ActiveBonus: StoryObj<typeof UserBonusCard> = {
  render: (args) => <UserBonusCard {...args} />,
  args: { bonus: activeUserBonus, currencyCode: 'EUR', now: STORY_NOW, actions: <Button size="sm">Play</Button> },
};
export const WaitingForDeposit: StoryObj<typeof UserBonusCard> = {
  render: (args) => <UserBonusCard {...args} />,
  args: {
    bonus: { ...activeUserBonus, status: 'claimed', bonusAmount: 0, wagerRequired: 0, wagerLeft: 0, wageredAmount: 0 },
    currencyCode: 'EUR',
  },
};
export const CancelledFreeSpins: StoryObj<typeof UserBonusCard> = {
  render: (args) => <UserBonusCard {...args} />,
  args: { bonus: cancelledSpins, currencyCode: 'EUR' },
};
export const ActiveBonusArabic: StoryObj<typeof UserBonusCard> = { ...ActiveBonus, globals: { locale: 'ar' } };

export const Wagering: StoryObj<typeof WageringSummary> = {
  render: (args) => <WageringSummary {...args} />,
  args: { bonus: activeUserBonus, currencyCode: 'EUR', now: STORY_NOW },
};
export const WageringRealMoneyOnly: StoryObj<typeof WageringSummary> = {
  render: (args) => <WageringSummary {...args} />,
  args: {
    bonus: { ...activeUserBonus, wageringType: 'REAL_MONEY_ONLY', maxBet: null, maxWinAmount: null },
    currencyCode: 'EUR',
    now: STORY_NOW,
  },
};

export const HeaderBadge: StoryObj<typeof ActiveBonusBadge> = {
  render: (args) => <ActiveBonusBadge {...args} />,
  args: { name: 'Reload Bonus 50%', wagerLeft: 1450, currencyCode: 'EUR', href: '/profile2/my-bonuses' },
};
