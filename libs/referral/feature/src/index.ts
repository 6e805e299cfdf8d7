export { ReferralPage } from './lib/page/ReferralPage';
export { CopyField, type CopyFieldProps } from './lib/page/CopyField';
export { absoluteReferralLink } from './lib/page/referralLink';
export { referralKeys } from './api/referral-keys';
export { getReferral, referralQueryOptions, useReferral } from './api/get-referral';
export { claimReferral, useClaimReferral } from './api/claim-referral';
export { trackReferralVisit } from './api/track-referral-visit';
export {
  trackReferralVisitOnce,
  referralCodeOf,
  REFERRAL_VISIT_KEY_PREFIX,
  REFERRAL_CODE_KEY,
} from './lib/visit/referralVisit';
