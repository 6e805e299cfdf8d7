// Entry of the new player's tour for the brand app: loaded after hydration for signed-in players only.
export { NewPlayerTour as default } from './lib/NewPlayerTour';
