import type { Meta, StoryObj } from '@storybook/react-vite';
import { lobbyPage, lobbyStory, selfExcludedPlayer, storyGame } from '../storySupport';
import { GamePage } from './GamePage';

const at = (slug: string) => lobbyPage('casinoGame', `/casino/games/${slug}`);

const meta = {
  title: 'Lobby/Game page',
  component: GamePage,
  args: { slug: storyGame.withDemo.slug },
  parameters: at(storyGame.withDemo.slug),
} satisfies Meta<typeof GamePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest on a slot with demo: the details, demo mode chosen, "Play demo", and similar games. */
export const GuestWithDemo: Story = { decorators: [lobbyStory()] };

/** A player: real money chosen, "Play for real", the favourite button, and similar games with stars. */
export const Player: Story = { decorators: [lobbyStory({ player: true })] };

/** A game with bonus buy that bonus money cannot play ("Bonus compatible: No", "Bonus buy: Yes"), for a player. */
export const BonusBuyNotBonusCompatible: Story = {
  args: { slug: storyGame.bonusBuy.slug },
  parameters: at(storyGame.bonusBuy.slug),
  decorators: [lobbyStory({ player: true })],
};

/** A self-excluded player: real money closed, with the end date and the way to withdraw (the demo stays open). */
export const SelfExcludedPlayer: Story = { decorators: [lobbyStory({ player: selfExcludedPlayer() })] };

/** The game does not exist (GAME_NOT_FOUND): the error message and the way back to the casino. */
export const NotFound: Story = {
  args: { slug: 'no-such-game' },
  parameters: at('no-such-game'),
  decorators: [lobbyStory()],
};

/** The game is not offered in the visitor's country (GAME_COUNTRY_RESTRICTED). */
export const RestrictedInCountry: Story = { decorators: [lobbyStory({ restricted: [storyGame.withDemo.slug] })] };
