import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyRefusal } from '@casino/page-ui/testing';
import { lobbyPage, lobbyStory, selfExcludedPlayer, storyGame } from '../storySupport';
import { PlayPage } from './PlayPage';

// The game frame itself needs the dev backend's game server: these are the page around it when no game starts.
const { withDemo, live } = storyGame;
const meta = {
  title: 'Lobby/Play page',
  component: PlayPage,
  args: { slug: withDemo.slug },
  parameters: lobbyPage('play', `/play/${withDemo.slug}`),
} satisfies Meta<typeof PlayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The backend refuses a player's real-money launch: self-excluded since signing in, said in their language, Try again. */
export const LaunchRefusedSelfExcluded: Story = {
  decorators: [lobbyStory({ player: true, launch: storyRefusal('SELF_EXCLUDED', { status: 422 }) })],
};

/** The player's market asks for deposit limits before real money (RG_LIMITS_REQUIRED). */
export const LaunchRefusedLimitsRequired: Story = {
  decorators: [lobbyStory({ player: true, launch: storyRefusal('RG_LIMITS_REQUIRED', { status: 422 }) })],
};

/** The game is not offered in the visitor's country: the translated reason instead of the game. */
export const RestrictedInCountry: Story = { decorators: [lobbyStory({ player: true, restricted: [withDemo.slug] })] };

/** A guest asks for a demo where the brand keeps demos for players (`allowGuestDemoPlay` off): log in first. */
export const GuestDemoNeedsLogin: Story = {
  parameters: lobbyPage('play', `/play/${withDemo.slug}?demo=1`, { allowGuestDemoPlay: false }),
  decorators: [lobbyStory()],
};

/** A guest asks for real money: log in first. */
export const GuestRealMoney: Story = { decorators: [lobbyStory()] };

/** Demo asked of a live table, which has none. */
export const DemoUnavailable: Story = {
  args: { slug: live.slug },
  parameters: lobbyPage('play', `/play/${live.slug}?demo=1`),
  decorators: [lobbyStory({ player: true })],
};

/** A self-excluded player: no real-money launch, the end date and the way to withdraw instead. */
export const SelfExcludedPlayer: Story = { decorators: [lobbyStory({ player: selfExcludedPlayer() })] };
