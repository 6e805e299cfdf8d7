import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ScriptItem } from '@casino/api-contract';
import { injectScriptItems, removeInjected } from './injectSnippets';

export type AuthState = 'guest' | 'user' | 'depositor';

export interface ScriptsQuery {
  enableAuthUsers?: boolean;
  enableDepositors?: boolean;
}

/** Query for `GET /api/core/casino/scripts` (spec sections 6, 7): signed-in and depositor scripts as the session allows. */
export function scriptsQueryFor(authState: AuthState): ScriptsQuery {
  if (authState === 'guest') return {};
  if (authState === 'user') return { enableAuthUsers: true };
  return { enableAuthUsers: true, enableDepositors: true };
}

export interface ThirdPartyScriptsProps {
  authState: AuthState;
  fetchScripts: (query: ScriptsQuery) => Promise<ScriptItem[]>;
  /** The page's CSP nonce, so re-created scripts run under the strict policy. */
  nonce?: string;
  /** Where failures go (default console.error); never thrown into React. */
  onError?: (error: unknown) => void;
}

/** Injects the backend's third-party snippets on the client; re-done from scratch on each auth-state change; none on /play/. */
export function ThirdPartyScripts({ authState, fetchScripts, nonce, onError }: ThirdPartyScriptsProps) {
  const { pathname } = useLocation();
  const onPlayPage = pathname.startsWith('/play/');

  useEffect(() => {
    if (onPlayPage) return;
    let cancelled = false;
    fetchScripts(scriptsQueryFor(authState)).then(
      (items) => {
        // An auth change while the request was in flight: its answer belongs to the old state.
        if (!cancelled) injectScriptItems(document, items, nonce);
      },
      (error: unknown) => {
        // Optional scripts missing while the backend stumbles is a warning for whoever reads the console, not an error
        // of the page: the page works without them, and the next auth change or navigation asks again.
        if (!cancelled) (onError ?? ((e: unknown) => console.warn('third-party scripts failed to load', e)))(error);
      },
    );
    return () => {
      cancelled = true;
      removeInjected(document);
    };
    // fetchScripts/onError identity must not trigger a reload: only auth state, nonce and /play/ do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authState, nonce, onPlayPage]);

  return null;
}
