import type { Meta, StoryObj } from '@storybook/react-vite';
import { lobbyPage, lobbyStory } from '../storySupport';
import { ProvidersPage } from './ProvidersPage';

const meta = {
  title: 'Lobby/Providers page',
  component: ProvidersPage,
  parameters: lobbyPage('providers', '/providers'),
} satisfies Meta<typeof ProvidersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every provider with its game count, each a link to its games. */
export const Providers: Story = { decorators: [lobbyStory()] };

/** One provider's games (/providers?provider=reel-labs): the game list with its filters, and the way back. */
export const OneProvidersGames: Story = {
  parameters: lobbyPage('providers', '/providers?provider=reel-labs'),
  decorators: [lobbyStory()],
};
