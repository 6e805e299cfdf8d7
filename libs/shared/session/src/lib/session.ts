import type { BalanceEvent, PlayerPreferences, UserDetails } from '@casino/api-contract';
import { createStore } from 'zustand/vanilla';

/**
 * Spec section 4: not initialised until user details answer, then signed in or signed out. `unknown` is also where a
 * page starts when the browser holds a token the server could not check (skip-SSR-auth, or the backend stumbled:
 * 5xx, timeout, malformed answer): the player stays a player, and the browser asks again (docs/decisions/0006).
 */
export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

/** The seven logout reasons of the spec. */
export const logoutReasons = [
  'USER_INITIATED',
  'USER_INACTIVITY_TIMEOUT',
  'SESSION_EXPIRED',
  'ACCOUNT_LOCKED',
  'SECURITY_LOGOUT',
  'CONCURRENT_SESSION',
  'SYSTEM_MAINTENANCE',
] as const;
export type LogoutReason = (typeof logoutReasons)[number];

export interface Wallet {
  cash: number;
  nonCash: number;
  total: number;
  currencyCode: string;
  currencySymbol: string;
}

export interface SessionState {
  status: SessionStatus;
  details?: UserDetails;
  wallet?: Wallet;
  depositCount: number;
  /** The server was refused the token (403): the browser drops it quietly. */
  tokenRefused?: boolean;
  /** Why the server was refused the token, when the player should be told (the session time limit: SESSION_EXPIRED). */
  endedBy?: LogoutReason;
}

export interface SessionActions {
  signIn(details: UserDetails): void;
  /** Re-read details (refresh); keeps the session signed in. */
  refresh(details: UserDetails): void;
  signOut(): void;
  /** A balance socket event replaces the wallet amounts. */
  applyBalance(balance: BalanceEvent): void;
  /** A deposit socket event carries the new deposit count. */
  applyDepositCount(count: number): void;
  /** The preferences call answers with both as they stand: the details show them at once, before they are read again. */
  applyPreferences(preferences: PlayerPreferences): void;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function walletOf(details: UserDetails): Wallet {
  const w = details.getUser.userWallet;
  return {
    cash: w.amount,
    nonCash: w.nonCashAmount,
    total: w.totalAmount,
    currencyCode: details.getUser.currencyCode,
    currencySymbol: details.currencySymbol,
  };
}

export const signedOutState: SessionState = { status: 'signedOut', depositCount: 0 };
/** A token the server could not check: the browser confirms it (`useRefreshUser`). */
export const uncheckedState: SessionState = { status: 'unknown', depositCount: 0 };

/**
 * The session the browser keeps when the server hands it a new one (a loader ran again): the server's, except that a
 * server which could not check the token (`unknown`) never downgrades a player the browser already knows.
 */
export function nextSession(current: SessionState, fromServer: SessionState): SessionState {
  if (fromServer.status === 'unknown' && current.status === 'signedIn') return current;
  return fromServer;
}

/** What the server knew when it rendered the page: the session the browser starts from. */
export function sessionFromDetails(details: UserDetails | undefined): SessionState {
  return details
    ? { status: 'signedIn', details, wallet: walletOf(details), depositCount: details.depositCount }
    : signedOutState;
}

/** One store per server request and one in the browser, started from the server's state (no flash of a guest header). */
export function createSessionStore(initial: SessionState = { status: 'unknown', depositCount: 0 }) {
  return createStore<SessionState & SessionActions>()((set) => ({
    ...initial,
    signIn: (details) => set(sessionFromDetails(details)),
    refresh: (details) => set(sessionFromDetails(details)),
    signOut: () =>
      set({ ...signedOutState, details: undefined, wallet: undefined, tokenRefused: undefined, endedBy: undefined }),
    applyBalance: (balance) =>
      set((state) =>
        state.wallet
          ? { wallet: { ...state.wallet, cash: balance.cash, nonCash: balance.nonCash, total: balance.total } }
          : {},
      ),
    applyDepositCount: (count) => set({ depositCount: count }),
    applyPreferences: (preferences) =>
      set((state) =>
        state.details ? { details: { ...state.details, getUser: { ...state.details.getUser, ...preferences } } } : {},
      ),
  }));
}

/**
 * Spec section 4: self-excluded when the exclusion is permanent, or its date is now or later.
 */
export function isSelfExcluded(details: UserDetails | undefined, now: Date = new Date()): boolean {
  const limit = details?.getUser.userLimit;
  if (!limit) return false;
  if (limit.isSelfExclusionPermanent) return true;
  return limit.selfExclusion ? new Date(limit.selfExclusion).getTime() >= now.getTime() : false;
}

/**
 * Why a player may only withdraw (issue #14): self-excluded (until a date, or `null` when permanent), or frozen until a
 * date. Deposits, bonuses, real-money play and claims are closed; logging in and withdrawing stay open.
 */
export type AccountRestriction = { kind: 'selfExcluded'; until: string | null } | { kind: 'frozen'; until: string };

/**
 * The player's restriction now, or null: a self-exclusion (permanent, or dated now or later) wins over a freeze; a
 * freeze counts while `frozenUntil` is in the future.
 */
export function accountRestriction(
  details: UserDetails | undefined,
  now: Date = new Date(),
): AccountRestriction | null {
  const limit = details?.getUser.userLimit;
  if (!limit) return null;
  if (isSelfExcluded(details, now))
    return { kind: 'selfExcluded', until: limit.isSelfExclusionPermanent ? null : (limit.selfExclusion ?? null) };
  if (limit.frozenUntil && new Date(limit.frozenUntil).getTime() > now.getTime())
    return { kind: 'frozen', until: limit.frozenUntil };
  return null;
}

/** Spec section 4: 1 first deposit, 2 to 4 second to fourth, 5 or more fifth-plus. */
export type DepositCategory = 'none' | 'first' | 'secondToFourth' | 'fifthPlus';
export function depositCategory(count: number): DepositCategory {
  if (count <= 0) return 'none';
  if (count === 1) return 'first';
  return count <= 4 ? 'secondToFourth' : 'fifthPlus';
}
