import { depositCountCategory, type DepositCategory } from './rules';
import type { TrackingStore } from './store';

/** The window event a tag manager listens to for deposits (spec section 4: first, second to fourth, fifth-plus). */
export const DEPOSIT_EVENT = 'user:deposit';

export interface DepositEventDetail {
  userId: number;
  /** The player's deposit count after this deposit. */
  count: number;
  category: DepositCategory;
}

const trackedKey = (userId: number) => `trackedDepositCount:${userId}`;

/**
 * Reports a successful deposit once: the deposit page's answer and the wallet socket's `deposit` event (in every open tab)
 * both call this with the new count, and only the first call for a count fires `user:deposit` with its category. Returns
 * the detail fired, or null when the count was reported already (or is not a deposit).
 */
export function reportDeposit(
  store: TrackingStore,
  userId: number,
  count: number,
  target: Pick<EventTarget, 'dispatchEvent'> | null = typeof window === 'undefined' ? null : window,
): DepositEventDetail | null {
  const category = depositCountCategory(count);
  if (!category) return null;
  const last = Number(store.get(trackedKey(userId)) ?? 0);
  if (Number.isFinite(last) && last >= count) return null;
  store.set(trackedKey(userId), String(count));
  const detail: DepositEventDetail = { userId, count, category };
  target?.dispatchEvent(new CustomEvent(DEPOSIT_EVENT, { detail }));
  return detail;
}
