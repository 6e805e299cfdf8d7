import type { LoginData } from '@casino/api-contract';
import { readLocal, removeLocal, writeLocal } from '@casino/storage';
import type { LogoutReason } from './session';

/** Spec section 3: the logout reason and time are stored locally, for the session-ended alert. */
export const LOGOUT_REASON_KEY = 'logoutReason';
export const LOGOUT_TIME_KEY = 'logoutTime';
/** What the login answer said about the previous login, for the side menu (spec: last login date, IP, location). */
export const LAST_LOGIN_KEY = 'lastLogin';
/** The visitor's current IP as the backend saw it (spec section 3: userIP). */
export const USER_IP_KEY = 'userIP';

export interface LogoutRecord {
  reason: LogoutReason;
  /** Epoch milliseconds. */
  at: number;
}

export function recordLogout(reason: LogoutReason, at: number = Date.now()): void {
  writeLocal(LOGOUT_REASON_KEY, reason);
  writeLocal(LOGOUT_TIME_KEY, String(at));
}

export function readLogoutRecord(): LogoutRecord | undefined {
  const reason = readLocal(LOGOUT_REASON_KEY) as LogoutReason | undefined;
  const at = Number(readLocal(LOGOUT_TIME_KEY));
  return reason && Number.isFinite(at) && at > 0 ? { reason, at } : undefined;
}

export function clearLogoutRecord(): void {
  removeLocal(LOGOUT_REASON_KEY);
  removeLocal(LOGOUT_TIME_KEY);
}

export type LastLogin = NonNullable<LoginData['lastLogin']>;

export function rememberLastLogin(lastLogin: LoginData['lastLogin']): void {
  if (lastLogin) writeLocal(LAST_LOGIN_KEY, JSON.stringify(lastLogin));
  else removeLocal(LAST_LOGIN_KEY);
}

export function readLastLogin(): LastLogin | undefined {
  try {
    const value: unknown = JSON.parse(readLocal(LAST_LOGIN_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'created_at' in value && 'ip' in value) return value as LastLogin;
  } catch {
    // a damaged record shows nothing rather than breaking the menu
  }
  return undefined;
}
