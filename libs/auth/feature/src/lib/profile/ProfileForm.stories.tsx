import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@casino/design-system';
import { AuthStory, storySettings } from '../storySupport';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Auth/ProfileForm',
  component: ProfileForm,
  args: { settings: storySettings(), updateFrom: 'Profile Page' },
  decorators: [
    (Story) => (
      <AuthStory signedIn>
        <ToastProvider dismissLabel="Dismiss">{Story()}</ToastProvider>
      </AuthStory>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled identity fields are locked (read-only, with the reason); the rest is editable. */
export const LocksFilledFields: Story = {};
/** `onDepositShowAllField`: only the verified email and the KYC-approved address stay locked. */
export const ShowAllFields: Story = { args: { settings: storySettings({ onDepositShowAllField: true }) } };
