import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionRestoring } from './SessionRestoring';

const meta = {
  title: 'Shell/Session restoring',
  component: SessionRestoring,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionRestoring>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header while the browser confirms a token the server could not check: the balance's place, held. */
export const HoldingTheBalance: Story = {};
