import type { UserDetails } from '@casino/api-contract';
import { isApiError, type ApiClient } from '@casino/api-client';
import { collapseLeadingSlashes, type AuthModalName } from '@casino/site';
import { readCookie } from '@casino/storage';
import { serialize as serializeCookie } from 'cookie';
import { getUserDetails } from '../api/get-user-details';
import { ACCESS_TOKEN_KEY, ACCESS_TOKEN_MAX_AGE_SECONDS } from './accessToken';

/** Query parameter that brings an access token (e.g. from an email link). */
export const ACCESS_TOKEN_PARAM = 'at';

/** The `?modal=` a signed-in player lands on when a token link was not used (see `accessTokenRedirect`). */
export const ACCOUNT_LINK_MODAL: AuthModalName = 'account-link';

/** Whose session a token is, as the backend says: a player, none (403), or it could not say (5xx, timeout). */
export type TokenOwner = { kind: 'player'; userId: number } | { kind: 'refused' } | { kind: 'unknown' };

/** Asks the backend whose session `token` is (user details, within the server's 3 s). */
export type TokenOwnerLookup = (token: string) => Promise<TokenOwner>;

/**
 * Spec section 2: a token arriving as `?at=` is saved and removed from the URL. The server does both before any
 * page (and so any third-party script or analytics) sees the URL: it answers a redirect to the clean URL that sets
 * the token cookie. Returns null when there is no `at` parameter.
 *
 * A visitor who is already signed in keeps their session unless the link is theirs (issue #39; decision 0016): a link
 * bringing another account's token is refused, never switched to, and the player lands on the clean URL with the
 * `account-link` modal saying they are still signed in as themselves. The link's token is then never stored. When
 * both tokens are the same account's (a fresh link from the player's own email), the link's replaces the cookie, as
 * it does when the current session is over (403). When the backend cannot say whose either token is, the session is
 * kept: a player is never moved into an account nobody confirmed.
 */
export async function accessTokenRedirect(
  request: Request,
  { secure, ownerOf }: { secure: boolean; ownerOf: TokenOwnerLookup },
): Promise<Response | null> {
  const url = new URL(request.url);
  const token = url.searchParams.get(ACCESS_TOKEN_PARAM);
  if (token === null) return null;
  url.searchParams.delete(ACCESS_TOKEN_PARAM);
  const current = accessTokenFrom(request);
  const keep = !!token && !!current && current !== token && !(await sameAccountOrNone(current, token, ownerOf));
  if (keep) url.searchParams.set('modal', ACCOUNT_LINK_MODAL);
  // `//evil.example/x?at=` must not become `Location: //evil.example/x`: the target stays a path of this site.
  const location = `${collapseLeadingSlashes(url.pathname)}${url.search}${url.hash}`;
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  if (token && !keep) {
    headers.append(
      'Set-Cookie',
      serializeCookie(ACCESS_TOKEN_KEY, token, {
        path: '/',
        sameSite: 'lax',
        maxAge: ACCESS_TOKEN_MAX_AGE_SECONDS,
        secure,
      }),
    );
  }
  return new Response(null, { status: 302, headers });
}

/** Whether a link's token may replace the current one: the current session is over, or both are the same player's. */
async function sameAccountOrNone(current: string, incoming: string, ownerOf: TokenOwnerLookup): Promise<boolean> {
  const [mine, theirs] = await Promise.all([ownerOf(current), ownerOf(incoming)]);
  if (mine.kind === 'refused') return true;
  return mine.kind === 'player' && theirs.kind === 'player' && mine.userId === theirs.userId;
}

/** A `TokenOwnerLookup` over the backend's user details (`api` calls it with the token given). */
export function tokenOwnerLookup(api: (token: string) => ApiClient): TokenOwnerLookup {
  return async (token) => {
    try {
      const details = await getUserDetails(api(token), { timeoutMs: SSR_AUTH_TIMEOUT_MS });
      return { kind: 'player', userId: details.getUser.userId };
    } catch (error) {
      return isApiError(error) && error.status === 403 ? { kind: 'refused' } : { kind: 'unknown' };
    }
  };
}

/** Spec section 7: the server-side user-details call has 3 s. */
export const SSR_AUTH_TIMEOUT_MS = 3_000;

export function accessTokenFrom(request: Request): string | undefined {
  return readCookie(ACCESS_TOKEN_KEY, request.headers.get('Cookie'));
}

/**
 * What the server knows of the visitor: no token (a guest), a token the backend refused (403: the session is over),
 * the player, or a token it could not check (the skip-SSR-auth setting, or a 5xx, a timeout, a malformed answer).
 */
export type ServerUser =
  | { kind: 'none' }
  | { kind: 'refused'; sessionLimit?: boolean }
  | { kind: 'player'; details: UserDetails }
  | { kind: 'unchecked'; reason: 'skipped' | 'failed' };

/**
 * Who is asking for the page: user details for the token in the cookie, within 3 s. Only a 403 ends a session: any
 * other failure is logged and leaves the token unchecked, so the page renders what it can and the browser asks again
 * (spec section 8 "treated as unauthenticated" holds for what the server renders: nothing of the player).
 */
export async function userOnServer({
  request,
  api,
  skip,
  log = console.warn,
}: {
  request: Request;
  api: (token: string) => ApiClient;
  skip: boolean;
  log?: (message: string) => void;
}): Promise<ServerUser> {
  const token = accessTokenFrom(request);
  if (!token) return { kind: 'none' };
  if (skip) return { kind: 'unchecked', reason: 'skipped' };
  try {
    return { kind: 'player', details: await getUserDetails(api(token), { timeoutMs: SSR_AUTH_TIMEOUT_MS }) };
  } catch (error) {
    // SESSION_TIMEOUT: the player's session time limit ended the session (the alert says so, SESSION_EXPIRED).
    if (isApiError(error) && error.status === 403)
      return error.code === 'SESSION_TIMEOUT' ? { kind: 'refused', sessionLimit: true } : { kind: 'refused' };
    log(`server-side auth failed, rendering without the player's details: ${(error as Error).message}`);
    return { kind: 'unchecked', reason: 'failed' };
  }
}
