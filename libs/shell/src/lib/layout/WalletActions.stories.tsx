import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { WalletActions } from './WalletActions';

const meta = {
  title: 'Shell/Wallet actions',
  component: WalletActions,
  decorators: [
    (Story, { parameters }) => (
      <SessionProvider initial={sessionFromDetails(parameters['details'] ?? userDetailsFixture())}>
        <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
          <Story />
        </div>
      </SessionProvider>
    ),
  ],
} satisfies Meta<typeof WalletActions>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Euro: Story = {};
export const LargeBalance: Story = {
  parameters: {
    details: userDetailsFixture({
      getUser: {
        userWallet: { amount: 1_250_000, nonCashAmount: 3_400.5, totalAmount: 1_253_400.5 },
        currencyCode: 'EUR',
      },
    }),
  },
};
