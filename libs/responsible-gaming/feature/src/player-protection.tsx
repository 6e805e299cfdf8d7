// Entry of the player-protection overlays for the brand app: loaded after hydration for signed-in players only, on the
// browser's one query cache (the limits page and the overlays share the player's state): the reality check, the
// session time limit's watch, and the deposit limit offered at the start in the markets that ask for it.
import { QueryProvider } from '@casino/query';
import DepositLimitOffer from './lib/offer/DepositLimitOffer';
import RealityCheck from './lib/reality/RealityCheck';
import SessionLimitWatch from './lib/reality/SessionLimitWatch';

export default function PlayerProtection() {
  return (
    <QueryProvider>
      <RealityCheck />
      <SessionLimitWatch />
      <DepositLimitOffer />
    </QueryProvider>
  );
}
