import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthStory, storySettings } from '../storySupport';
import { SignupModal } from './SignupModal';

const meta = {
  title: 'Auth/SignupModal',
  component: SignupModal,
  args: {
    open: true,
    onClose: () => undefined,
    params: new URLSearchParams('modal=signup'),
    settings: storySettings(),
  },
  decorators: [(Story) => <AuthStory>{Story()}</AuthStory>],
} satisfies Meta<typeof SignupModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields get-registration-fields shows (0 hides), email tab. */
export const Email: Story = {};
/** Phone and 1-click tabs beside email, with the strict password rules of a brand. */
export const AllMethodsStrictPassword: Story = {
  args: {
    settings: storySettings({
      phoneRegistration: true,
      oneClickRegistration: true,
      passwordRequireSpecial: true,
      passwordRequireNumber: true,
      passwordRequireUppercase: true,
    }),
  },
};
/** Registration from a restricted country: the form is replaced by the explanation. */
export const RestrictedCountry: Story = { args: { settings: storySettings({ excludedCountryCodeList: 'MT' }) } };
