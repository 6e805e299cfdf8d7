// Server-only entry: reads the token cookie and asks for user details while rendering.
export { userOnServer, accessTokenFrom, SSR_AUTH_TIMEOUT_MS } from './lib/session.server';
