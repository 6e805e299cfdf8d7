import { endpoints, type UserDetails } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { readCookie } from '@casino/storage';
import { ACCESS_TOKEN_KEY } from './accessToken';

/** Spec section 7: the server-side user-details call has 3 s. */
export const SSR_AUTH_TIMEOUT_MS = 3_000;

export function accessTokenFrom(request: Request): string | undefined {
  return readCookie(ACCESS_TOKEN_KEY, request.headers.get('Cookie'));
}

/**
 * Who is asking for the page: user details for the token in the cookie, within 3 s. No token, the
 * skip-SSR-auth setting, a failure or a timeout all mean a guest page (the failure is logged).
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
}): Promise<UserDetails | undefined> {
  const token = accessTokenFrom(request);
  if (!token || skip) return undefined;
  try {
    return await api(token).call(endpoints.getUserDetails, { timeoutMs: SSR_AUTH_TIMEOUT_MS });
  } catch (error) {
    log(`server-side auth failed, rendering as a guest: ${(error as Error).message}`);
    return undefined;
  }
}
