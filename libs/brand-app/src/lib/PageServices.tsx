import { endpoints, type AppSettings, type LogEventBody } from '@casino/api-contract';
import { createApiClient } from '@casino/api-client';
import { readAccessToken, useSession } from '@casino/session';
import { ThirdPartyScripts, type ScriptsQuery } from '@casino/third-party-scripts';
import { TrackingRoot } from '@casino/tracking';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Client-only services of every page, loaded after hydration so they cost the first paint nothing: tracking
 * (campaign capture, PAGE_VIEW 300 ms after each navigation, visits, time on screen, retargeting pixel) and the
 * backend's third-party scripts for the visitor's audience (guest, player, depositor).
 */
export default function PageServices({ settings, nonce }: { settings: AppSettings; nonce?: string }) {
  const { i18n } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const userId = useSession((s) => s.details?.getUser.userId ?? null);
  const depositor = useSession((s) => s.depositCount > 0);

  const api = useMemo(() => createApiClient({ baseUrl: '', getLanguage: () => i18n.language, getToken: readAccessToken }), [i18n]);
  const sendEvent = useCallback((body: LogEventBody) => api.call(endpoints.logEvent, { body }), [api]);
  const fetchScripts = useCallback((query: ScriptsQuery) => api.call(endpoints.getScripts, { query: { ...query } }), [api]);

  return (
    <>
      <TrackingRoot settings={settings} userId={userId} sendEvent={sendEvent} nonce={nonce} />
      <ThirdPartyScripts authState={signedIn ? (depositor ? 'depositor' : 'user') : 'guest'} fetchScripts={fetchScripts} nonce={nonce} />
    </>
  );
}
