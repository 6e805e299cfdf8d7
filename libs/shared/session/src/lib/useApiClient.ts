import { createApiClient, type ApiClient } from '@casino/api-client';
import { createContext, useCallback, useContext, useRef } from 'react';
import { readAccessToken } from './accessToken';
import type { LogoutReason } from './session';
import { currentSessionScope } from './sessionScope';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Hands a client to everything below it (tests and stories); the app uses the browser's one client. */
export const ApiClientProvider = ApiClientContext.Provider;

let browserClient: ApiClient | undefined;
// While the server renders, components may hold the client but never call it (loaders fetch on the server).
let renderClient: ApiClient | undefined;

/**
 * The browser's one API client (same origin: the brand server proxies /api): the page's language, the player's token,
 * and any 403, from any call (a feature, tracking, third-party scripts, the socket's re-read), ends the session the
 * same way (`useSessionScope`).
 */
export function browserApiClient(): ApiClient {
  if (typeof window === 'undefined') {
    renderClient ??= createApiClient({
      baseUrl: '',
      getLanguage: () => 'en',
      getToken: () => undefined,
      fetch: () =>
        Promise.reject(new Error('The browser API client is not for the server: fetch in a loader with serverApi().')),
    });
    return renderClient;
  }
  browserClient ??= createApiClient({
    baseUrl: '',
    getLanguage: () => currentSessionScope()?.language() ?? (document.documentElement.lang || 'en'),
    getToken: readAccessToken,
    // The session time limit (SESSION_TIMEOUT) ends the session with SESSION_EXPIRED and the session-ended alert.
    onForbidden: (_endpoint, code) =>
      currentSessionScope()?.endSession(code === 'SESSION_TIMEOUT' ? 'SESSION_EXPIRED' : undefined),
  });
  return browserClient;
}

/**
 * The API client for this part of the page: the one from context (tests, stories), else the browser's one client.
 * Import it only from lazily loaded code: the client and the contract's schemas stay out of the guest home bundle.
 */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext) ?? browserApiClient();
}

/** Ends a session the backend no longer accepts (a refused socket token), like a 403 does. */
export function useEndSession(): (reason?: LogoutReason) => void {
  return useCallback((reason?: LogoutReason) => currentSessionScope()?.endSession(reason), []);
}

/**
 * Money actions send one request however often they are clicked: `run` starts `task` only when none is under way
 * (the ref holds before React re-renders the button as busy). It lives in this module so it travels in the chunk every
 * page with calls already loads, rather than a chunk of its own.
 */
export function useOnce(): <R>(task: () => Promise<R>) => Promise<R | undefined> {
  const inFlight = useRef(false);
  return useCallback(async <R>(task: () => Promise<R>) => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await task();
    } finally {
      inFlight.current = false;
    }
  }, []);
}
