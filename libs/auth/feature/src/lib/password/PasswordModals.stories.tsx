import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthStory, storySettings } from '../storySupport';
import { ForgotPasswordModal, ResetPasswordModal, VerifyEmailExpiredModal } from './PasswordModals';

const common = { open: true, onClose: () => undefined, settings: storySettings() };

const meta = {
  title: 'Auth/PasswordModals',
  component: ForgotPasswordModal,
  args: { ...common, params: new URLSearchParams('modal=forgot-password') },
  decorators: [(Story) => <AuthStory>{Story()}</AuthStory>],
} satisfies Meta<typeof ForgotPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {};
/** The reset link's modal (`?modal=reset-password&token=...`). */
export const ResetPassword: Story = {
  render: (args) => <ResetPasswordModal {...args} params={new URLSearchParams('modal=reset-password&token=abc')} />,
};
/** A guest with an expired verification link. */
export const VerificationExpired: Story = {
  render: (args) => <VerifyEmailExpiredModal {...args} params={new URLSearchParams('modal=verify-email-expired')} />,
};
