// Entry of the reality check for the brand app's overlays: loaded after hydration for signed-in players only, on the
// browser's one query cache (the limits page and the overlay share the player's state).
import { QueryProvider } from '@casino/query';
import RealityCheck from './lib/reality/RealityCheck';

export default function RealityCheckOverlay() {
  return (
    <QueryProvider>
      <RealityCheck />
    </QueryProvider>
  );
}
