import { RestrictedAccountNotice } from '@casino/page-ui';
import type { AccountRestriction } from '@casino/session';
import { usePagePath } from '@casino/site';

/** Why the reward cannot be claimed: the reason with its end date, the way to withdraw and to the limits. */
export function RestrictionNotice({ restriction }: { restriction: AccountRestriction }) {
  const pagePath = usePagePath();
  return <RestrictedAccountNotice restriction={restriction} withdrawHref={pagePath('withdraw')} limitsHref={pagePath('limits')} />;
}
