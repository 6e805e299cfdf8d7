import { createApiClient, type ApiClient } from '@casino/api-client';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readAccessToken } from './accessToken';
import { loginModalUrl } from './loginModalUrl';
import { clearPlayerData } from './clearPlayerData';
import { useSessionStore } from './SessionProvider';

/**
 * The browser's API client (same origin: the brand server proxies /api). It sends the page's language and the
 * player's token; any 403 ends the session and opens the login modal on the current page (spec sections 4 and 8).
 * Import it only from lazily loaded code: the client and the contract schemas stay out of the guest home bundle.
 */
export function useApiClient(): ApiClient {
  const store = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const locationRef = useRef(location);
  locationRef.current = location;
  return useMemo(
    () =>
      createApiClient({
        baseUrl: '',
        getLanguage: () => i18n.language,
        getToken: readAccessToken,
        onForbidden: () => {
          clearPlayerData();
          store.getState().signOut();
          void navigate(loginModalUrl(locationRef.current), { replace: true });
        },
      }),
    [i18n, navigate, store],
  );
}
