import type { Meta, StoryObj } from '@storybook/react-vite';
import { loyaltyLevels } from '../bonuses/fixtures';
import { LoyaltyLadder } from './LoyaltyLadder';

const meta = {
  title: 'Rewards/Loyalty ladder',
  component: LoyaltyLadder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoyaltyLadder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {
  args: { levels: loyaltyLevels, groupSteps: 5, player: { level: 3, points: 1320, xp: 6500 }, currencyCode: 'EUR' },
};
export const Guest: Story = { args: { levels: loyaltyLevels, groupSteps: 5, currencyCode: 'EUR' } };
export const GroupsOfTwo: Story = { args: { ...Player.args, groupSteps: 2 } };
export const TopLevel: Story = { args: { ...Player.args, player: { level: 5, points: 40000, xp: 250000 } } };
export const Arabic: Story = { args: Player.args, globals: { locale: 'ar' } };
