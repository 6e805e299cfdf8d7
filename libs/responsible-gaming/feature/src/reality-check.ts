// Entry of the reality check for the brand app's overlays: loaded after hydration for signed-in players only.
export { default } from './lib/reality/RealityCheck';
