import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from './HomePage';
import { LobbyStory } from './storySupport';

const meta = { title: 'Lobby/Home page', component: HomePage, parameters: { layout: 'padded' } } satisfies Meta<
  typeof HomePage
>;
export default meta;
type Story = StoryObj<typeof meta>;
/** A guest: "Claim your bonus" opens the sign-up form. */
export const Default: Story = { decorators: [(Story) => <LobbyStory>{Story()}</LobbyStory>] };
/** A signed-in player: "Claim your bonus" leads to the promotions. */
export const SignedIn: Story = { decorators: [(Story) => <LobbyStory player>{Story()}</LobbyStory>] };
