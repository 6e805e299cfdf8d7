import { endpoints } from '@casino/api-contract';
import { createApiClient, isApiError } from '@casino/api-client';
import { forgetAccessToken, readAccessToken, useSessionStore } from '@casino/session';
import { useWalletSocket } from '@casino/wallet-socket';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginModalUrl } from './loginModalUrl';

/** A player back on the tab after this long is re-checked with the backend. */
export const SESSION_RECHECK_AFTER_MS = 60_000;

/** socket.io handshake refusals that mean the token is no longer good. */
const REFUSED_TOKEN = /TOKEN_EXPIRED|TOKEN_INVALID|SESSION_TIMEOUT/;

/**
 * What only a signed-in player's page runs (loaded lazily, so guests never download it): the browser API client,
 * whose 403 ends the session and opens the login modal on the current page; the wallet socket, whose events keep the
 * balance live; and a re-read of the player after a reconnect that lost events or a return to the tab.
 */
export default function SignedInServices() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const token = readAccessToken();

  const endSession = useCallback(() => {
    forgetAccessToken();
    store.getState().signOut();
    void navigate(loginModalUrl(locationRef.current), { replace: true });
  }, [navigate, store]);

  const api = useMemo(
    () => createApiClient({ baseUrl: '', getLanguage: () => i18n.language, getToken: readAccessToken, onForbidden: endSession }),
    [i18n, endSession],
  );

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

  return null;
}
