import type { LoginData } from '@casino/api-contract';
import { useCallback, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { getUserDetails } from '../api/get-user-details';
import { logout } from '../api/logout';
import { saveAccessToken } from './accessToken';
import { clearPlayerData } from './clearPlayerData';
import { clearLogoutRecord, recordLogout, rememberLastLogin } from './playerData';
import type { LogoutReason } from './session';
import { useSessionStore } from './SessionProvider';
import { useApiClient } from './useApiClient';

export interface AuthActions {
  /**
   * After a login or sign-up answer: keeps the token (cookie and storage), reads the player and signs the session
   * in with the user and the deposit count. Throws when the details cannot be read (the token is then dropped).
   */
  completeSignIn(answer: { accessToken: string; lastLogin?: LoginData['lastLogin'] }): Promise<void>;
  /**
   * Ends the session: tells the backend why (`POST /api/user/logout`, failures only logged), clears the player's
   * data and the store, and keeps the reason and time for the session-ended alert unless the player chose to leave.
   */
  signOut(reason: LogoutReason): Promise<void>;
}

export function useAuthActions(): AuthActions {
  const api = useApiClient();
  const store = useSessionStore();
  const { revalidate } = useRevalidator();

  const completeSignIn = useCallback<AuthActions['completeSignIn']>(
    async ({ accessToken, lastLogin }) => {
      saveAccessToken(accessToken);
      try {
        const details = await getUserDetails(api);
        if (lastLogin !== undefined) rememberLastLogin(lastLogin);
        clearLogoutRecord();
        store.getState().signIn(details);
      } catch (error) {
        clearPlayerData();
        throw error;
      }
      // No revalidation here: the caller navigates next (closing the modal re-runs the root loader, which now reads
      // the cookie); a revalidation racing that navigation could swallow it.
    },
    [api, store],
  );

  const signOut = useCallback<AuthActions['signOut']>(
    async (reason) => {
      try {
        await logout(api, reason);
      } catch (error) {
        console.warn('logout call failed; the session is cleared here anyway', error);
      }
      clearPlayerData();
      if (reason !== 'USER_INITIATED') recordLogout(reason);
      store.getState().signOut();
      void revalidate();
    },
    [api, store, revalidate],
  );

  return useMemo(() => ({ completeSignIn, signOut }), [completeSignIn, signOut]);
}
