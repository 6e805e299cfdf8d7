import { RestrictedAccountNotice } from '@casino/page-ui';
import type { AccountRestriction } from '@casino/session';
import { usePagePath } from '@casino/site';

/** Why a section's activations and claims are closed: the reason with its end date, the way to withdraw and to the limits. */
export function RestrictionNotice({ restriction }: { restriction: AccountRestriction }) {
  const pagePath = usePagePath();
  return <RestrictedAccountNotice restriction={restriction} withdrawHref={pagePath('withdraw')} limitsHref={pagePath('limits')} />;
}
