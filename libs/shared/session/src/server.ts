// Server-only entry: reads the token cookie and asks for user details while rendering.
export {
  userOnServer, accessTokenFrom, accessTokenRedirect, ACCESS_TOKEN_PARAM, SSR_AUTH_TIMEOUT_MS, type ServerUser,
} from './lib/session.server';
