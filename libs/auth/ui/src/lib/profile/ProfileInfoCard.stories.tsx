import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileInfoCard } from './ProfileInfoCard';
import { demoPlayer, newPlayer } from './profileExamples';

const meta = {
  title: 'Auth/Profile info card',
  component: ProfileInfoCard,
  parameters: { layout: 'padded' },
  args: { user: demoPlayer },
} satisfies Meta<typeof ProfileInfoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every detail filled in, verified, with the previous login this browser remembers. */
export const Verified: Story = { args: { lastLogin: { created_at: '2026-03-02T10:30:00.000Z' } } };
/** Nothing optional filled in, email and identity not verified, no previous login known. */
export const NewPlayer: Story = { args: { user: newPlayer } };
export const Arabic: Story = { args: Verified.args, globals: { locale: 'ar' } };
