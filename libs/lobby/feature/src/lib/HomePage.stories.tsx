import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from './HomePage';

const meta = { title: 'Lobby/Home page', component: HomePage, parameters: { layout: 'padded' } } satisfies Meta<
  typeof HomePage
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
