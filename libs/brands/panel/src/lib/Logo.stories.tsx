import type { Meta, StoryObj } from '@storybook/react-vite';
import { PanelLogo } from './Logo';

const meta = {
  title: 'Brands/Panel Casino logo',
  component: PanelLogo,
  args: { brandName: 'Panel Casino' },
  parameters: { brand: 'panel' },
} satisfies Meta<typeof PanelLogo>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
