// Server-only entry: reads the token cookie and asks for user details while rendering.
export {
  userOnServer,
  accessTokenFrom,
  accessTokenRedirect,
  tokenOwnerLookup,
  ACCOUNT_LINK_MODAL,
  ACCESS_TOKEN_PARAM,
  SSR_AUTH_TIMEOUT_MS,
  type ServerUser,
  type TokenOwner,
  type TokenOwnerLookup,
} from './lib/session.server';
