import type { Meta, StoryObj } from '@storybook/react-vite';
import { settingsLinks } from './profileExamples';
import { ProfileSettingsCard } from './ProfileSettingsCard';

const meta = {
  title: 'Auth/Profile settings card',
  component: ProfileSettingsCard,
  parameters: { layout: 'padded' },
  args: { links: settingsLinks },
} satisfies Meta<typeof ProfileSettingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Arabic: Story = { globals: { locale: 'ar' } };
