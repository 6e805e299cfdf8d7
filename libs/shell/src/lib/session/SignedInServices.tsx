import type { AppSettings } from '@casino/api-contract';
import { endpoints } from '@casino/api-contract';
import { isApiError } from '@casino/api-client';
import { inactivityTimeoutMs, readAccessToken, startInactivityTimer, useApiClient, useAuthActions, useEndSession, useSessionStore } from '@casino/session';
import { useWalletSocket } from '@casino/wallet-socket';
import { useCallback, useEffect } from 'react';

/** A player back on the tab after this long is re-checked with the backend. */
export const SESSION_RECHECK_AFTER_MS = 60_000;

/** socket.io handshake refusals that mean the token is no longer good. */
const REFUSED_TOKEN = /TOKEN_EXPIRED|TOKEN_INVALID|SESSION_TIMEOUT/;

/**
 * What only a signed-in player's page runs (loaded lazily, so guests never download it): the browser API client,
 * whose 403 ends the session and opens the login modal on the current page; the wallet socket, whose events keep the
 * balance live; a re-read of the player after a reconnect that lost events or a return to the tab; and the
 * inactivity timer, which signs the player out with USER_INACTIVITY_TIMEOUT (spec section 4).
 */
export default function SignedInServices({ settings }: { settings: Pick<AppSettings, 'inactivitySessionTimeout'> }) {
  const store = useSessionStore();
  const endSession = useEndSession();
  const api = useApiClient();
  const { signOut } = useAuthActions(api);
  const token = readAccessToken();

  const recheck = useCallback(async () => {
    try {
      store.getState().refresh(await api.call(endpoints.getUserDetails));
    } catch (error) {
      // 403 is handled by the client; anything else keeps the session as it was.
      if (!isApiError(error) || error.status !== 403) console.warn('session re-check failed', error);
    }
  }, [api, store]);

  useWalletSocket({
    token,
    enabled: true,
    onEvent: (name, payload) => {
      if (name === 'balance') store.getState().applyBalance(payload);
      else if (name === 'deposit') store.getState().applyDepositCount(payload.count);
    },
    onBalanceStale: () => void recheck(),
    onConnectError: (error) => {
      if (REFUSED_TOKEN.test(error.message)) endSession();
    },
  });

  useEffect(() => {
    let hiddenAt = 0;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (Date.now() - hiddenAt >= SESSION_RECHECK_AFTER_MS) void recheck();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [recheck]);

  const timeoutMs = inactivityTimeoutMs(settings.inactivitySessionTimeout);
  useEffect(() => {
    const stop = startInactivityTimer({ timeoutMs, onExpire: () => void signOut('USER_INACTIVITY_TIMEOUT') });
    // A marker for monitoring and end-to-end tests, like data-hydrated: the inactivity timer is running.
    document.documentElement.dataset['inactivityTimer'] = 'on';
    return () => {
      stop();
      delete document.documentElement.dataset['inactivityTimer'];
    };
  }, [timeoutMs, signOut]);

  return null;
}
