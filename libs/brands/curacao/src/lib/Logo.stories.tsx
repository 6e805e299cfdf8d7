import type { Meta, StoryObj } from '@storybook/react-vite';
import { CuracaoLogo } from './Logo';

const meta = {
  title: 'Brands/Curaçao Casino logo',
  component: CuracaoLogo,
  args: { brandName: 'Curaçao Casino' },
  parameters: { brand: 'curacao' },
} satisfies Meta<typeof CuracaoLogo>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
