import type { AppSettings, LogEventBody } from '@casino/api-contract';
import { useApiClient, useSession } from '@casino/session';
import { getScripts, ThirdPartyScripts, type ScriptsQuery } from '@casino/third-party-scripts';
import { logEvent, TrackingRoot } from '@casino/tracking';
import { lazy, Suspense, useCallback } from 'react';
import { useLocation } from 'react-router';

// Player protection: the reality check (markets that offer one), the session time limit's watch, the deposit-limit offer.
const PlayerProtection = lazy(() => import('@casino/responsible-gaming-feature/player-protection'));
// A visit through a refer-a-friend link (`?ref=CODE`), counted once per code: loaded only on a URL that has `ref`.
const ReferralVisitTracker = lazy(() => import('@casino/referral-feature/visit-tracker'));

/**
 * Client-only services of every page, loaded after hydration so they cost the first paint nothing: tracking
 * (campaign capture, PAGE_VIEW 300 ms after each navigation, visits, time on screen, retargeting pixel), the backend's
 * third-party scripts for the visitor's audience (guest, player, depositor), and a signed-in player's protection: the
 * reality check, the session time limit and the deposit-limit offer (decision 0010). All call through the page's one API client: a 403 on any of them ends the session like any other.
 */
export default function PageServices({ settings, nonce }: { settings: AppSettings; nonce?: string }) {
  const api = useApiClient();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const userId = useSession((s) => s.details?.getUser.userId ?? null);
  const depositor = useSession((s) => s.depositCount > 0);
  const referralCode = new URLSearchParams(useLocation().search).get('ref');

  const sendEvent = useCallback((body: LogEventBody) => logEvent(api, body), [api]);
  const fetchScripts = useCallback((query: ScriptsQuery) => getScripts(api, query), [api]);

  return (
    <>
      <TrackingRoot settings={settings} userId={userId} sendEvent={sendEvent} nonce={nonce} />
      <ThirdPartyScripts authState={signedIn ? (depositor ? 'depositor' : 'user') : 'guest'} fetchScripts={fetchScripts} nonce={nonce} />
      {signedIn && (
        <Suspense fallback={null}>
          <PlayerProtection />
        </Suspense>
      )}
      {referralCode && settings.referralEnabled && (
        <Suspense fallback={null}>
          <ReferralVisitTracker code={referralCode} />
        </Suspense>
      )}
    </>
  );
}
