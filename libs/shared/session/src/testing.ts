// Test-only entry: fixtures of backend answers about the player.
export { userDetailsFixture } from './lib/fixtures';
