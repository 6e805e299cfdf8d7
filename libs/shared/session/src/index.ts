export {
  createSessionStore,
  sessionFromDetails,
  signedOutState,
  uncheckedState,
  nextSession,
  walletOf,
  isSelfExcluded,
  accountRestriction,
  depositCategory,
  logoutReasons,
  type SessionState,
  type SessionActions,
  type SessionStatus,
  type SessionStore,
  type Wallet,
  type LogoutReason,
  type DepositCategory,
  type AccountRestriction,
} from './lib/session';
export { SessionProvider, useAccountRestriction, useSession, useSessionStore } from './lib/SessionProvider';
export {
  ACCESS_TOKEN_KEY,
  ACCESS_TOKEN_MAX_AGE_SECONDS,
  readAccessToken,
  saveAccessToken,
  forgetAccessToken,
} from './lib/accessToken';
export {
  LOGOUT_REASON_KEY,
  LOGOUT_TIME_KEY,
  LAST_LOGIN_KEY,
  USER_IP_KEY,
  recordLogout,
  readLogoutRecord,
  clearLogoutRecord,
  rememberLastLogin,
  readLastLogin,
  type LogoutRecord,
  type LastLogin,
} from './lib/playerData';
export { clearPlayerData } from './lib/clearPlayerData';
export {
  DEFAULT_INACTIVITY_TIMEOUT_MINUTES,
  ACTIVITY_EVENTS,
  inactivityTimeoutMs,
  startInactivityTimer,
} from './lib/inactivity';
export { loginModalUrl } from './lib/loginModalUrl';
export { useSessionScope, currentSessionScope, type SessionScope } from './lib/sessionScope';
// The API client and the calls below load with the code that uses them (never on the guest home route).
export { useApiClient, useEndSession, browserApiClient, ApiClientProvider, useOnce } from './lib/useApiClient';
export { useAuthActions, type AuthActions } from './lib/useAuthActions';
export { getUserDetails, useRefreshUser, useRefreshUserQuietly } from './api/get-user-details';
export { logout } from './api/logout';
export { resendVerification, useResendVerification } from './api/resend-verification';
