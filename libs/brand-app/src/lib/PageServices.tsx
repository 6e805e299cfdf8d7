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
// The chat's launcher (brands with `chatEnabled`): a button; the panel loads on its first open.
const ChatLauncher = lazy(() => import('@casino/chat-feature/launcher'));
// "Install the app" once the browser offers it (setting `pwaPromptEnabled`); the new player's tour (`onboardingTourEnabled`).
const InstallPrompt = lazy(() => import('@casino/pwa-feature/install-prompt'));
const NewPlayerTour = lazy(() => import('@casino/onboarding-feature/tour'));

/**
 * Client-only services of every page, loaded after hydration so they cost the first paint nothing: tracking
 * (campaign capture, PAGE_VIEW 300 ms after each navigation, visits, time on screen, retargeting pixel), the backend's
 * third-party scripts for the visitor's audience (guest, player, depositor), a signed-in player's protection (the
 * reality check, the session time limit and the deposit-limit offer: decision 0010), the chat launcher, the referral
 * visit tracker, the install prompt and the new player's tour, each behind its setting. All call through the page's
 * one API client: a 403 on any of them ends the session like any other.
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
      <ThirdPartyScripts
        authState={signedIn ? (depositor ? 'depositor' : 'user') : 'guest'}
        fetchScripts={fetchScripts}
        nonce={nonce}
      />
      {signedIn && (
        <Suspense fallback={null}>
          <PlayerProtection />
        </Suspense>
      )}
      {settings.chatEnabled && (
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      )}
      {referralCode && settings.referralEnabled && (
        <Suspense fallback={null}>
          <ReferralVisitTracker code={referralCode} />
        </Suspense>
      )}
      {settings.pwaPromptEnabled && (
        <Suspense fallback={null}>
          <InstallPrompt enabled brandName={settings.brandName} />
        </Suspense>
      )}
      {signedIn && !depositor && settings.onboardingTourEnabled && (
        <Suspense fallback={null}>
          <NewPlayerTour enabled brandName={settings.brandName} />
        </Suspense>
      )}
    </>
  );
}
