// The rewards parts of the header for a signed-in player, loaded after hydration: the active bonus's wagering and the
// new-rewards box.
import { QueryProvider } from '@casino/query';
import { HeaderActiveBonus } from './lib/bonuses/HeaderActiveBonus';
import { PlayerRewards } from './lib/promotions/PlayerRewards';

export default function RewardsHeader() {
  return (
    <QueryProvider>
      <HeaderActiveBonus />
      <PlayerRewards />
    </QueryProvider>
  );
}
