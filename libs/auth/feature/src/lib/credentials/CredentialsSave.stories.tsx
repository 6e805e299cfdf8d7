import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthStory } from '../storySupport';
import { CredentialsSave } from './CredentialsSave';

const meta = {
  title: 'Auth/CredentialsSave',
  component: CredentialsSave,
  args: { login: 'player-3f9c2a71b0d44e8a@no-email.invalid', password: 'q7Xk2pLm9#7Aa', onDone: () => undefined },
  decorators: [(Story) => <AuthStory signedIn>{Story()}</AuthStory>],
} satisfies Meta<typeof CredentialsSave>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a 1-click sign-up: copy, image, file and email. */
export const OneClickCredentials: Story = {};
