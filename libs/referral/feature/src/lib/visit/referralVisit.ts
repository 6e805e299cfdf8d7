import { isApiError, type ApiClient } from '@casino/api-client';
import { readLocal, writeLocal } from '@casino/storage';
import { REFERRAL_CODE_KEY } from '@casino/tracking';
import { trackReferralVisit } from '../../api/track-referral-visit';

/** Storage key prefix of the codes this browser already counted a visit for (`casino.referralVisit.<CODE>`). */
export const REFERRAL_VISIT_KEY_PREFIX = 'casino.referralVisit.';

/** The last referral code a visit came through is kept where the sign-up's campaign context reads it (tracking). */
export { REFERRAL_CODE_KEY };

/** What a visit's key holds: the backend counted it, or refused the code (it does not exist). */
type VisitMark = 'tracked' | 'refused';

/** A referral code as the backend keeps it (upper case), or null for anything that cannot be one. */
export function referralCodeOf(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase();
  return code && /^[A-Z0-9_-]{1,64}$/.test(code) ? code : null;
}

// Codes under way in this page: React's development double effects and quick navigations send one request.
const inFlight = new Set<string>();

/**
 * Counts a visit through a referral link once per code per browser: the mark in local storage says it was sent, so a
 * reload or a later visit with the same code sends nothing. Failures are logged and otherwise ignored (a visitor must
 * never see tracking break); a refusal (an unknown code) is remembered too, a network failure is not (the next visit
 * tries again).
 */
export async function trackReferralVisitOnce(
  api: ApiClient,
  raw: string | null | undefined,
  { log = console.warn }: { log?: (message: string, error: unknown) => void } = {},
): Promise<'sent' | 'skipped' | 'failed'> {
  const code = referralCodeOf(raw);
  if (!code) return 'skipped';
  const key = `${REFERRAL_VISIT_KEY_PREFIX}${code}`;
  const mark = readLocal(key) as VisitMark | undefined;
  if (mark || inFlight.has(code)) {
    // The last link followed is the one a sign-up credits.
    if (mark === 'tracked') writeLocal(REFERRAL_CODE_KEY, code);
    return 'skipped';
  }
  inFlight.add(code);
  try {
    await trackReferralVisit(api, code);
    writeLocal(key, 'tracked' satisfies VisitMark);
    writeLocal(REFERRAL_CODE_KEY, code);
    return 'sent';
  } catch (error) {
    if (isApiError(error) && !error.retriable && error.status !== 403) writeLocal(key, 'refused' satisfies VisitMark);
    log(`referral visit of ${code} not tracked`, error);
    return 'failed';
  } finally {
    inFlight.delete(code);
  }
}
