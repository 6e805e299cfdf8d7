import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createSessionStore, type SessionActions, type SessionState, type SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);

/**
 * The session for everything below it, started from what the server rendered. When the server's view changes
 * (a revalidation after sign-in or sign-out), the store follows it.
 */
export function SessionProvider({ initial, children }: { initial: SessionState; children: ReactNode }) {
  const [store] = useState(() => createSessionStore(initial));
  useEffect(() => {
    const current = store.getState();
    if (current.status !== initial.status || current.details?.getUser.userId !== initial.details?.getUser.userId) {
      store.setState(initial);
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
