import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthStory, storySettings } from '../storySupport';
import { AccountLinkModal } from './AccountLinkModal';

/** Where a signed-in player lands after opening another account's sign-in link (`?at=`): the link was not used. */
const meta = {
  title: 'Auth/AccountLinkModal',
  component: AccountLinkModal,
  args: {
    open: true,
    onClose: () => undefined,
    settings: storySettings(),
    params: new URLSearchParams('modal=account-link'),
  },
} satisfies Meta<typeof AccountLinkModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in player: who they are still signed in as, and how to use the link if they meant to. */
export const SignedIn: Story = { decorators: [(Story) => <AuthStory signedIn>{Story()}</AuthStory>] };
/** A guest who reached the URL by hand. */
export const Guest: Story = { decorators: [(Story) => <AuthStory>{Story()}</AuthStory>] };
