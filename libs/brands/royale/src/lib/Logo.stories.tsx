import type { Meta, StoryObj } from '@storybook/react-vite';
import { RoyaleLogo } from './Logo';

const meta = {
  title: 'Brands/Royale Casino logo',
  component: RoyaleLogo,
  args: { brandName: 'Royale Casino' },
  parameters: { brand: 'royale' },
} satisfies Meta<typeof RoyaleLogo>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
