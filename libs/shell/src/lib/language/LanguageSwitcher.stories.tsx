import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Shell/Language switcher',
  component: LanguageSwitcher,
  args: { current: 'en' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;
export const English: Story = {};
export const Arabic: Story = { args: { current: 'ar' } };
