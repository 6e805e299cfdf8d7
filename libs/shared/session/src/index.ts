export {
  createSessionStore, sessionFromDetails, signedOutState, walletOf, isSelfExcluded, depositCategory, logoutReasons,
  type SessionState, type SessionActions, type SessionStatus, type SessionStore, type Wallet, type LogoutReason, type DepositCategory,
} from './lib/session';
export { SessionProvider, useSession, useSessionStore } from './lib/SessionProvider';
export { ACCESS_TOKEN_KEY, ACCESS_TOKEN_MAX_AGE_SECONDS, readAccessToken, saveAccessToken, forgetAccessToken } from './lib/accessToken';
export {
  LOGOUT_REASON_KEY, LOGOUT_TIME_KEY, LAST_LOGIN_KEY, USER_IP_KEY, recordLogout, readLogoutRecord, clearLogoutRecord, rememberLastLogin,
  readLastLogin, type LogoutRecord, type LastLogin,
} from './lib/playerData';
export { clearPlayerData } from './lib/clearPlayerData';
export { DEFAULT_INACTIVITY_TIMEOUT_MINUTES, ACTIVITY_EVENTS, inactivityTimeoutMs, startInactivityTimer } from './lib/inactivity';
export { loginModalUrl } from './lib/loginModalUrl';
export { useApiClient, useEndSession } from './lib/useApiClient';
export { useAuthActions, type AuthActions } from './lib/useAuthActions';
