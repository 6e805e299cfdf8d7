import { RestrictedAccountNotice } from '@casino/page-ui';
import { accountRestriction, useSession, type AccountRestriction } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useMemo } from 'react';

/** A signed-in player's self-exclusion or freeze (issue #14: they may only withdraw), or null. */
export function useAccountRestriction(): AccountRestriction | null {
  const details = useSession((s) => (s.status === 'signedIn' ? s.details : undefined));
  return useMemo(() => accountRestriction(details), [details]);
}

/** Why the reward cannot be claimed: the reason with its end date, the way to withdraw and to the limits. */
export function RestrictionNotice({ restriction }: { restriction: AccountRestriction }) {
  const pagePath = usePagePath();
  return <RestrictedAccountNotice restriction={restriction} withdrawHref={pagePath('withdraw')} limitsHref={pagePath('limits')} />;
}
