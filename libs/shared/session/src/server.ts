// Server-only entry: reads the token cookie and asks for user details while rendering.
export { userOnServer, accessTokenFrom, ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_MAX_AGE_SECONDS, SSR_AUTH_TIMEOUT_MS } from './lib/session.server';
