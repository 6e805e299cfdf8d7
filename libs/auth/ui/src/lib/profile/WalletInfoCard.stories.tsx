import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoBonus, demoWallet } from './profileExamples';
import { WalletInfoCard } from './WalletInfoCard';

const meta = {
  title: 'Auth/Wallet info card',
  component: WalletInfoCard,
  parameters: { layout: 'padded' },
  args: { wallet: demoWallet, activeBonus: null, walletHref: '/Wallet', depositHref: '/deposit' },
} satisfies Meta<typeof WalletInfoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutBonus: Story = {};
/** A bonus being played: its name under the amounts. */
export const PlayingABonus: Story = { args: { activeBonus: demoBonus } };
/** Large amounts, to check they fit. */
export const LargeAmounts: Story = {
  args: {
    wallet: { cash: 18250.4, nonCash: 750, total: 19000.4, currencyCode: 'EUR' },
    activeBonus: { ...demoBonus, name: 'VIP reload 50%' },
  },
};
export const Arabic: Story = { args: PlayingABonus.args, globals: { locale: 'ar' } };
