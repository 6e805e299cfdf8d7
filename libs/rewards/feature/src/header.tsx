// The rewards parts of the header for a signed-in player, loaded after hydration: the new-rewards box.
import { QueryProvider } from '@casino/query';
import { PlayerRewards } from './lib/promotions/PlayerRewards';

export default function RewardsHeader() {
  return (
    <QueryProvider>
      <PlayerRewards />
    </QueryProvider>
  );
}
