import type { TFunction } from '@casino/translate';
import { isApiError, isTransportFailure } from '@casino/api-client';

/** The refusals `claimReferral` names in the contract, each with its own sentence. */
const CLAIM_REFUSALS = ['NOTHING_TO_CLAIM', 'SELF_EXCLUDED', 'ACCOUNT_FROZEN'] as const;

/** What a failed referral claim says: the contract's refusals, no connection, else try again. */
export function claimErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && (CLAIM_REFUSALS as readonly string[]).includes(error.code))
    return t(`referral.claim.error.${error.code}`);
  if (isTransportFailure(error)) return t('referral.claim.error.network');
  return t('referral.claim.error.generic');
}
