import type { Meta, StoryObj } from '@storybook/react-vite';
import { GoogleCallbackView } from './GoogleCallbackPage';

const meta = {
  title: 'Auth/GoogleCallbackPage',
  component: GoogleCallbackView,
  args: { state: { kind: 'working' } },
} satisfies Meta<typeof GoogleCallbackView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from Google: the code is on its way to the backend. */
export const SigningIn: Story = {};
/** The backend refused the code (used or expired): the sentence, the login and the way back. */
export const CodeRefused: Story = {
  args: {
    state: {
      kind: 'failed',
      message: "Google's sign-in confirmation has expired or was already used. Please start again.",
      returnTo: '/casino',
    },
  },
};
/** The state did not match the one this tab kept: refused without asking the backend. */
export const StateMismatch: Story = {
  args: {
    state: {
      kind: 'failed',
      message: 'This sign-in did not start in this browser tab, or it has already been used. Please start again.',
      returnTo: '/',
    },
  },
};
/** Signing in, in Arabic. */
export const SigningInArabic: Story = { globals: { locale: 'ar' } };
