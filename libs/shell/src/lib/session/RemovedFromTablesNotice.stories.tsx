import type { Meta, StoryObj } from '@storybook/react-vite';
import { RemovedFromTablesNotice } from './RemovedFromTablesNotice';

const meta = {
  title: 'Shell/RemovedFromTablesNotice',
  component: RemovedFromTablesNotice,
  args: { onDismiss: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RemovedFromTablesNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After 30 minutes away, on the player's return to any page (the server's presence event, over the wallet socket). */
export const Default: Story = {};
export const Arabic: Story = { globals: { locale: 'ar' } };
