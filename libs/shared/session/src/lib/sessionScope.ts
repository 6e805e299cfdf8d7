import { removeLocal } from '@casino/storage';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@casino/translate';
import { useLocation, useNavigate } from 'react-router';
import { forgetAccessToken, readAccessToken } from './accessToken';
import { loginModalUrl } from './loginModalUrl';
import { LAST_LOGIN_KEY, recordLogout } from './playerData';
import type { LogoutReason } from './session';
import { useSessionStore } from './SessionProvider';

/**
 * What the page's one API client needs from the page it serves: the language to send, and how to end the session
 * when the backend refuses the token. Kept apart from the client itself, so the guest home route pays for a few
 * lines here and not for the client and the contract's schemas (docs/decisions/0006).
 */
export interface SessionScope {
  language(): string;
  /**
   * Ends a session the backend no longer accepts (spec sections 4 and 8): token gone, store signed out, login modal.
   * With a reason (the player's session time limit: SESSION_EXPIRED), the reason is kept for the session-ended alert,
   * which offers the login itself, and the page is only read again (a player's page still asks for the login).
   */
  endSession(reason?: LogoutReason): void;
}

let current: SessionScope | undefined;

/** The scope the page registered (`useSessionScope`), if any. */
export function currentSessionScope(): SessionScope | undefined {
  return current;
}

/**
 * Registers this page as the scope of the browser's API client: mounted once, by the shell, inside the router, the
 * translations and the session. A 403 from any call then signs out and opens `?modal=login` on the current page.
 */
export function useSessionScope(): void {
  const store = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const locationRef = useRef(location);
  locationRef.current = location;
  useEffect(() => {
    const scope: SessionScope = {
      language: () => i18n.language,
      endSession: (reason) => {
        // Several calls may be refused at once: the first one ends the session, the others find nothing to end.
        if (readAccessToken() === undefined && store.getState().status === 'signedOut') return;
        // The token goes before the navigation: the login URL's loaders must not render the old player again.
        forgetAccessToken();
        removeLocal(LAST_LOGIN_KEY);
        if (reason) recordLogout(reason);
        store.getState().signOut();
        const here = locationRef.current;
        void navigate(
          reason ? { pathname: here.pathname, search: here.search, hash: here.hash } : loginModalUrl(here),
          { replace: true },
        );
        // The rest of the player's data (query cache, session storage) goes with the code that holds it.
        void import('./clearPlayerData').then((m) => m.clearPlayerData());
      },
    };
    current = scope;
    return () => {
      if (current === scope) current = undefined;
    };
  }, [store, navigate, i18n]);
}
