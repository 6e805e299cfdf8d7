// Entry of the referral visit tracker for the brand app: loaded after hydration, and only on a URL with `ref`
// (`?ref=CODE`), so pages without it download none of this.
import { useApiClient } from '@casino/session';
import { useEffect } from 'react';
import { trackReferralVisitOnce } from './lib/visit/referralVisit';

/** Counts the visit through the referral link of `code` once per browser; renders nothing. */
export default function ReferralVisitTracker({ code }: { code: string }) {
  const api = useApiClient();
  useEffect(() => {
    void trackReferralVisitOnce(api, code);
  }, [api, code]);
  return null;
}
