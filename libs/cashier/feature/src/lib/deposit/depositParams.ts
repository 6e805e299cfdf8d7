import type { DepositStatus, UserDetails } from '@casino/api-contract';

/** The result modal of a deposit status (spec section 2: `?modal=deposit-<kind>`; the failures also carry `met`). */
export const DEPOSIT_STATUS_MODAL: Record<DepositStatus, string> = {
  success: 'deposit-success',
  failed: 'deposit-failed',
  declined: 'deposit-decline',
  cancelled: 'deposit-cancel',
  return: 'deposit-return',
  pending: 'deposit-pending',
};

/** Where the cashier's lists are asked for: the player's wallet currency and profile country. */
export function cashierAudience(details: UserDetails | undefined): { currencyCode?: string; countryCode?: string } {
  if (!details) return {};
  return { currencyCode: details.getUser.currencyCode, ...(details.getUser.countryCode ? { countryCode: details.getUser.countryCode } : {}) };
}

/** `?bonusId=` of the URL (the bonuses pages link deposits with the bonus chosen), or null. */
export function bonusIdOf(params: URLSearchParams): number | null {
  const raw = params.get('bonusId');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** `?depositId=` the provider's site adds when it sends the player back. */
export function returnedDepositIdOf(params: URLSearchParams): number | null {
  const raw = params.get('depositId');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** A fresh idempotency key for one deposit attempt (contract: 16 to 64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return `dep_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
