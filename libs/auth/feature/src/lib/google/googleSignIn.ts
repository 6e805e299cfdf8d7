import type { AppSettings } from '@casino/api-contract';
import { randomSecret, s256Challenge } from './pkce';

/** The brand's callback route: Google sends the browser back here with the code and the state. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
/** Session storage key of the sign-in on its way (one at a time: a new click replaces it). */
export const GOOGLE_PENDING_KEY = 'casino.googleSignIn';

/** Where the Google button was pressed: the login modal or the registration tabs. */
export type GoogleIntent = 'login' | 'signup';

/** What the browser keeps for the callback: the state to compare, the PKCE verifier, and where to go back. */
export interface PendingGoogleSignIn {
  state: string;
  codeVerifier: string;
  /** The page (path and query, without `modal`) the player was on. */
  returnTo: string;
  intent: GoogleIntent;
}

/** The Google button shows only when the brand turned Google sign-in on and has a client id. */
export function googleSignInAvailable(settings: Pick<AppSettings, 'googleLoginEnabled' | 'googleClientId'>): boolean {
  return settings.googleLoginEnabled && settings.googleClientId.trim() !== '';
}

/** The redirect URI of this origin (it must be registered with the client id). */
export const googleRedirectUri = (origin: string) => `${origin}${GOOGLE_CALLBACK_PATH}`;

/** A same-site path to go back to, or `/`: never another site, whatever the storage holds. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/';
}

/** The page the player is on, without the modal that is open over it. */
export function currentPageWithoutModal(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('modal');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/**
 * Starts the authorization code flow with PKCE: keeps a random state and verifier (and where to come back) in session
 * storage and answers the authorization URL to send the browser to.
 */
export async function beginGoogleSignIn(
  settings: Pick<AppSettings, 'googleClientId' | 'googleAuthUrl'>,
  {
    intent,
    returnTo,
    origin,
    storage = sessionStorage,
  }: { intent: GoogleIntent; returnTo: string; origin: string; storage?: Storage },
): Promise<string> {
  const pending: PendingGoogleSignIn = {
    state: randomSecret(16),
    codeVerifier: randomSecret(32),
    returnTo: safeReturnPath(returnTo),
    intent,
  };
  storage.setItem(GOOGLE_PENDING_KEY, JSON.stringify(pending));
  const url = new URL(settings.googleAuthUrl);
  url.search = new URLSearchParams({
    client_id: settings.googleClientId,
    redirect_uri: googleRedirectUri(origin),
    response_type: 'code',
    scope: 'openid email profile',
    state: pending.state,
    code_challenge: await s256Challenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

/** Takes the pending sign-in out of storage (it serves one callback only); null when there is none or it is unreadable. */
export function takePendingGoogleSignIn(storage: Storage = sessionStorage): PendingGoogleSignIn | null {
  const raw = storage.getItem(GOOGLE_PENDING_KEY);
  storage.removeItem(GOOGLE_PENDING_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingGoogleSignIn>;
    if (
      typeof value.state !== 'string' ||
      typeof value.codeVerifier !== 'string' ||
      !value.state ||
      !value.codeVerifier
    )
      return null;
    return {
      state: value.state,
      codeVerifier: value.codeVerifier,
      returnTo: safeReturnPath(value.returnTo),
      intent: value.intent === 'signup' ? 'signup' : 'login',
    };
  } catch {
    return null;
  }
}
