// Story-only entry (`@casino/lobby-ui/testing`): stand-in games, artwork and winners for the lobby's stories.
export { storyArt, storyGames, storyWinners } from './lib/fixtures';
