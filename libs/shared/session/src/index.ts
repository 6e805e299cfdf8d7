export {
  createSessionStore, sessionFromDetails, signedOutState, walletOf, isSelfExcluded, depositCategory, logoutReasons,
  type SessionState, type SessionActions, type SessionStatus, type SessionStore, type Wallet, type LogoutReason, type DepositCategory,
} from './lib/session';
export { SessionProvider, useSession, useSessionStore } from './lib/SessionProvider';
export { ACCESS_TOKEN_KEY, ACCESS_TOKEN_MAX_AGE_SECONDS, readAccessToken, forgetAccessToken } from './lib/accessToken';
