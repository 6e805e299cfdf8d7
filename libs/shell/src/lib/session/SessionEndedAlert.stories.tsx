import type { Meta, StoryObj } from '@storybook/react-vite';
import SessionEndedAlert from './SessionEndedAlert';

const meta = {
  title: 'Shell/SessionEndedAlert',
  component: SessionEndedAlert,
  args: { record: { reason: 'USER_INACTIVITY_TIMEOUT', at: Date.UTC(2026, 10, 23, 9, 30) }, onDone: () => undefined },
} satisfies Meta<typeof SessionEndedAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `session.inactive.*` after the inactivity timer signed the player out. */
export const Inactivity: Story = {};
/** `session.logout.*` for the other reasons (here another device took the session). */
export const OtherReason: Story = {
  args: { record: { reason: 'CONCURRENT_SESSION', at: Date.UTC(2026, 10, 23, 9, 30) } },
};
