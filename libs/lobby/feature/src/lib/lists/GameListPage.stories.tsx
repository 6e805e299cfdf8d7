import type { Meta, StoryObj } from '@storybook/react-vite';
import { lobbyPage, lobbyStory } from '../storySupport';
import { GameListRoutePage } from './GameListPage';

const meta = {
  title: 'Lobby/Game list page',
  component: GameListRoutePage,
  parameters: lobbyPage('casino', '/casino'),
} satisfies Meta<typeof GameListRoutePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /casino for a guest: categories, provider filter, sort, the first 24 of 60 games; more load on scroll or "Load more". */
export const AllGames: Story = { decorators: [lobbyStory()] };

/** A player's slots by RTP: stars on the tiles, "Show only unplayed", and the filters kept in the URL. */
export const PlayerFilteredAndSorted: Story = {
  parameters: lobbyPage('casino', '/casino?category=slots&sort=rtp'),
  decorators: [lobbyStory({ player: true })],
};

/** A category without games yet: the empty message and "Clear filters". */
export const NothingFound: Story = {
  parameters: lobbyPage('casino', '/casino?category=crash'),
  decorators: [lobbyStory()],
};

/** The games could not be loaded: the error and Try again (the filters still work). */
export const FailedToLoad: Story = { decorators: [lobbyStory({ listFails: true })] };
