import type { Meta, StoryObj } from '@storybook/react-vite';
import { rememberLastLogin, SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import AccountMenu from './AccountMenu';

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  args: { open: true, onClose: () => undefined, clientIp: '203.0.113.9' },
  decorators: [
    (Story) => {
      rememberLastLogin({ created_at: '2026-11-20T08:15:00.000Z', ip: '198.51.100.4', location: 'MT' });
      return <SessionProvider initial={sessionFromDetails(userDetailsFixture())}>{Story()}</SessionProvider>;
    },
  ],
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in player's side menu: account pages, last login with IP and location, current IP, log out. */
export const SignedIn: Story = {};
