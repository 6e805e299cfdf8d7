import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthStory, storySettings } from '../storySupport';
import { LoginModal } from './LoginModal';

const meta = {
  title: 'Auth/LoginModal',
  component: LoginModal,
  args: { open: true, onClose: () => undefined, params: new URLSearchParams('modal=login'), settings: storySettings() },
  decorators: [(Story) => <AuthStory>{Story()}</AuthStory>],
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Email only (the default settings). */
export const Email: Story = {};
/** Email, phone and 1-click tabs, as `phoneRegistration` and `oneClickRegistration` allow. */
export const AllMethods: Story = {
  args: { settings: storySettings({ phoneRegistration: true, oneClickRegistration: true }) },
};
const googleSettings = storySettings({
  googleLoginEnabled: true,
  googleClientId: 'story-client.apps.googleusercontent.test',
});
/** "Continue with Google" under the form, as `googleLoginEnabled` with a `googleClientId` shows it. */
export const WithGoogle: Story = { args: { settings: googleSettings } };
/** The same in Arabic, right to left. */
export const WithGoogleArabic: Story = { args: { settings: googleSettings }, globals: { locale: 'ar' } };
