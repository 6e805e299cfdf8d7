import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { forgetAccessToken } from './accessToken';
import { recordLogout } from './playerData';
import {
  accountRestriction,
  createSessionStore,
  nextSession,
  type AccountRestriction,
  type SessionActions,
  type SessionState,
  type SessionStore,
} from './session';

const SessionContext = createContext<SessionStore | null>(null);

/**
 * The session for everything below it, started from what the server rendered. When the server's view changes
 * (a loader ran again after sign-in, sign-out or a navigation), the store follows it, except that a server which
 * could not check the token never turns a known player into a guest (`nextSession`).
 */
export function SessionProvider({ initial, children }: { initial: SessionState; children: ReactNode }) {
  const [store] = useState(() => createSessionStore(initial));
  useEffect(() => {
    // The server was refused this token: it is dead, so the browser stops sending it (and keeps why, for the alert).
    if (initial.tokenRefused) {
      forgetAccessToken();
      if (initial.endedBy) recordLogout(initial.endedBy);
    }
    const current = store.getState();
    const next = nextSession(current, initial);
    if (next.status !== current.status || next.details?.getUser.userId !== current.details?.getUser.userId) {
      store.setState(next);
    }
  }, [store, initial]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** Reads the session: `useSession((s) => s.wallet)`. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a SessionProvider');
  return useStore(store, selector);
}

/** The store itself, for code that acts on it outside rendering (socket events, 403 handling). */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider');
  return store;
}

/** A signed-in player's self-exclusion or freeze (they may only withdraw), or null: what every money action checks. */
export function useAccountRestriction(): AccountRestriction | null {
  const details = useSession((s) => (s.status === 'signedIn' ? s.details : undefined));
  return useMemo(() => accountRestriction(details), [details]);
}
