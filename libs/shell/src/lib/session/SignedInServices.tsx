import type { AppSettings } from '@casino/api-contract';
import { isApiError } from '@casino/api-client';
import {
  inactivityTimeoutMs,
  readAccessToken,
  startInactivityTimer,
  useAuthActions,
  useEndSession,
  useRefreshUser,
  useSession,
  useSessionStore,
} from '@casino/session';
import { reportDeposit, webStorageStore } from '@casino/tracking';
import { useWalletSocket } from '@casino/wallet-socket';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RemovedFromTablesNotice } from './RemovedFromTablesNotice';

/** A player back on the tab after this long is re-checked with the backend. */
export const SESSION_RECHECK_AFTER_MS = 60_000;
/** A token the server could not check is asked about again after 2 s, 4 s, 8 s, then every 10 s (and on navigation). */
export const SESSION_CONFIRM_MAX_DELAY_MS = 10_000;

export function confirmDelay(attempt: number): number {
  return Math.min(2_000 * 2 ** attempt, SESSION_CONFIRM_MAX_DELAY_MS);
}

/** socket.io handshake refusals that mean the token is no longer good. */
const REFUSED_TOKEN = /TOKEN_EXPIRED|TOKEN_INVALID|SESSION_TIMEOUT/;

/**
 * What only a player's page runs (loaded lazily, so guests never download it): the confirmation of a token the server
 * could not check (retried until the backend answers; only a 403 ends the session); the wallet socket, whose events
 * keep the balance live; a re-read of the player after a reconnect that lost events or a return to the tab; and the
 * inactivity timer, which signs the player out with USER_INACTIVITY_TIMEOUT (spec section 4); the player's activity for
 * presence, and the one-time notice that a long absence took them off multiplayer tables. Every call goes through
 * the page's one API client, so a 403 anywhere opens the login modal on the current page.
 */
export default function SignedInServices({ settings }: { settings: Pick<AppSettings, 'inactivitySessionTimeout'> }) {
  const store = useSessionStore();
  const status = useSession((s) => s.status);
  const endSession = useEndSession();
  const refreshUser = useRefreshUser();
  const { signOut } = useAuthActions();
  const { pathname } = useLocation();
  const token = readAccessToken();
  const [removedFromTables, setRemovedFromTables] = useState(false);

  const recheck = useCallback(async () => {
    try {
      await refreshUser();
    } catch (error) {
      // 403 is handled by the client; anything else keeps the session as it was.
      if (!isApiError(error) || error.status !== 403) console.warn('session re-check failed', error);
    }
  }, [refreshUser]);

  // A token the server could not check: ask until the backend answers, and at once after each navigation.
  useEffect(() => {
    if (status !== 'unknown') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const confirm = async () => {
      try {
        await refreshUser();
      } catch (error) {
        if (cancelled) return;
        if (isApiError(error) && error.code === 'NO_TOKEN') {
          store.getState().signOut();
          return;
        }
        // A 403 has ended the session already (the client's onForbidden); anything else is tried again.
        if (isApiError(error) && error.status === 403) return;
        timer = setTimeout(() => void confirm(), confirmDelay(attempt++));
      }
    };
    void confirm();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [status, pathname, refreshUser, store]);

  useWalletSocket({
    token,
    enabled: true,
    // Presence (online, away after 5 minutes without input) follows the player on every page.
    reportActivity: true,
    onEvent: (name, payload) => {
      if (name === 'balance') store.getState().applyBalance(payload);
      else if (name === 'deposit') {
        store.getState().applyDepositCount(payload.count);
        // The deposit-count tracking event (first, second to fourth, fifth-plus), once per count across tabs and the cashier.
        const userId = store.getState().details?.getUser.userId;
        if (userId !== undefined) reportDeposit(webStorageStore(window.localStorage), userId, payload.count);
      } else if (name === 'presence') {
        // Told once, on return, wherever the player is (the server sends it with their first "online" after it).
        if (payload.removedFromTables && payload.userId === store.getState().details?.getUser.userId)
          setRemovedFromTables(true);
      }
    },
    onBalanceStale: () => void recheck(),
    onConnectError: (error) => {
      if (REFUSED_TOKEN.test(error.message))
        endSession(error.message.includes('SESSION_TIMEOUT') ? 'SESSION_EXPIRED' : undefined);
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

  return removedFromTables ? <RemovedFromTablesNotice onDismiss={() => setRemovedFromTables(false)} /> : null;
}
