import { endpoints, type UserDetails } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useCallback } from 'react';
import { useSessionStore } from '../lib/SessionProvider';
import { useApiClient } from '../lib/useApiClient';

/** `GET /api/user/get-user-details` (spec section 7): the player, their wallet and what goes with them. */
export function getUserDetails(
  api: ApiClient,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<UserDetails> {
  return api.call(endpoints.getUserDetails, options);
}

// One read at a time for the whole page: a profile save, a claim and the socket's resync asking together share it.
let inFlight: Promise<UserDetails> | undefined;

/**
 * The one path by which the browser re-reads the player (docs/decisions/0006): after anything that changes them
 * (profile save, claims, deposits, bonus changes), after a socket reconnect that lost events, and while a token the
 * server could not check waits to be confirmed. The header, the side menu and every page read the result from the
 * session store. Rejects when the read fails (a 403 has then already ended the session).
 */
export function useRefreshUser(): () => Promise<UserDetails> {
  const api = useApiClient();
  const store = useSessionStore();
  return useCallback(() => {
    inFlight ??= getUserDetails(api)
      .then((details) => {
        store.getState().refresh(details);
        return details;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }, [api, store]);
}

/**
 * The re-read after an action (a claim, a deposit, a saved profile, a verified email): `useRefreshUser` that never
 * rejects. Resolves with the player, or undefined when the read failed: a 403 has then ended the session, anything
 * else leaves the store as it was until the next read. A mutation starts it without waiting (`void refreshUser()` in
 * its `onSuccess` or `onSettled`, lint: `casino/no-awaited-rereads`).
 */
export function useRefreshUserQuietly(): () => Promise<UserDetails | undefined> {
  const refreshUser = useRefreshUser();
  return useCallback(() => refreshUser().catch(() => undefined), [refreshUser]);
}
