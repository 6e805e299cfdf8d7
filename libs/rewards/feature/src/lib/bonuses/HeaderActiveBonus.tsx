import { ActiveBonusBadge } from '@casino/rewards-ui';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';

/** Next to the balance while a bonus is active: what is left to wager, linking to the player's bonuses. */
export function HeaderActiveBonus() {
  const pagePath = usePagePath();
  const active = useSession((s) => (s.status === 'signedIn' ? s.details?.activeBonus : null));
  const currencyCode = useSession((s) => s.wallet?.currencyCode ?? s.details?.getUser.currencyCode) ?? 'EUR';
  if (!active) return null;
  return (
    <ActiveBonusBadge
      name={active.name}
      wagerLeft={active.wagerLeft}
      currencyCode={currencyCode}
      href={pagePath('myBonuses')}
    />
  );
}
