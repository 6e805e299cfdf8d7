import { createApiClient, type ApiClient } from '@casino/api-client';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readAccessToken } from './accessToken';
import { loginModalUrl } from './loginModalUrl';
import { clearPlayerData } from './clearPlayerData';
import { useSessionStore } from './SessionProvider';

/**
 * Ends a session the backend no longer accepts (a 403, a refused socket token): the player's data goes, the store
 * signs out, and the current page opens with the login modal (spec sections 4 and 8).
 */
export function useEndSession(): () => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  return useCallback(() => {
    clearPlayerData();
    store.getState().signOut();
    void navigate(loginModalUrl(locationRef.current), { replace: true });
  }, [navigate, store]);
}

/**
 * The browser's API client (same origin: the brand server proxies /api). It sends the page's language and the
 * player's token; any 403 ends the session (`useEndSession`).
 * Import it only from lazily loaded code: the client and the contract schemas stay out of the guest home bundle.
 */
export function useApiClient(): ApiClient {
  const endSession = useEndSession();
  const { i18n } = useTranslation();
  return useMemo(
    () => createApiClient({ baseUrl: '', getLanguage: () => i18n.language, getToken: readAccessToken, onForbidden: endSession }),
    [i18n, endSession],
  );
}
