import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoyaltyInfoCard } from './LoyaltyInfoCard';
import { silverLevel, topLevel } from './profileExamples';

const meta = {
  title: 'Auth/Loyalty info card',
  component: LoyaltyInfoCard,
  parameters: { layout: 'padded' },
  args: { loyalty: silverLevel, vipClubHref: '/vip-club' },
} satisfies Meta<typeof LoyaltyInfoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the way to the next level: what is left, and the progress bar. */
export const OnTheWay: Story = {};
/** At the top level: no progress bar. */
export const TopLevel: Story = { args: { loyalty: topLevel } };
export const Arabic: Story = { globals: { locale: 'ar' } };
