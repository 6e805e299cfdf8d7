import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionProvider, uncheckedState } from '@casino/session';
import { AuthStory, storySettings } from '../storySupport';
import { EditProfilePage } from './EditProfilePage';

const meta = {
  title: 'Auth/EditProfilePage',
  component: EditProfilePage,
  args: { settings: storySettings() },
  decorators: [(Story) => <AuthStory signedIn>{Story()}</AuthStory>],
} satisfies Meta<typeof EditProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A player: profile information and password change. */
export const Player: Story = {};

/** The backend could not confirm the player yet: the page says it is loading, never a guest's prompt. */
export const ConfirmingThePlayer: Story = {
  decorators: [(Story) => <SessionProvider initial={uncheckedState}>{Story()}</SessionProvider>],
};
