import type { Meta, StoryObj } from '@storybook/react-vite';
import { lobbyPage, lobbyStory } from '../storySupport';
import { FavoritesPage } from './FavoritesPage';

const meta = {
  title: 'Lobby/Favourites page',
  component: FavoritesPage,
  parameters: lobbyPage('favorites', '/profile/favorites'),
} satisfies Meta<typeof FavoritesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A player's favourite games (un-starring one takes it off) and the games they played last. */
export const PlayerWithFavourites: Story = { decorators: [lobbyStory({ player: true })] };

/** A player with no favourite and nothing played yet: both sections say so, with a link to the casino. */
export const PlayerWithNone: Story = { decorators: [lobbyStory({ player: true, favorites: [], recent: [] })] };

/** A guest: asked to log in. */
export const Guest: Story = { decorators: [lobbyStory()] };
