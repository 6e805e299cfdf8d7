import type { Limit } from '@casino/api-contract';
import type { Queryable } from './db';
import { round2 } from './util';

/**
 * Limit rows and their pending loosenings (`markets.ts`): an increase or removal that waits for the market's delay is
 * kept on the row beside the amount in force. Nothing runs in the background: whoever reads or enforces limits applies
 * the pendings that are due first (`applyDueLimits`), so moving the dev clock past `effectiveAt` is all it takes.
 */

export interface LimitRow {
  user_id: number;
  type: string;
  period: number;
  amount: number;
  updated_at: Date;
  pending_amount: number | null;
  pending_removal: boolean;
  pending_effective_at: Date | null;
  pending_needs_confirmation: boolean;
}

/** SET clause that drops a row's pending loosening. */
export const CLEAR_PENDING =
  'pending_amount = NULL, pending_removal = false, pending_effective_at = NULL, pending_needs_confirmation = false';

/** The contract's `pending` of a row: the new amount (null: the limit goes), when, whether it waits for a confirmation, and whether its time has come. */
export function pendingOf(r: LimitRow, now: Date): Limit['pending'] {
  if (!r.pending_effective_at) return null;
  return {
    due: new Date(r.pending_effective_at).getTime() <= now.getTime(),
    amount: r.pending_removal || r.pending_amount === null ? null : round2(r.pending_amount),
    effectiveAt: new Date(r.pending_effective_at).toISOString(),
    needsConfirmation: r.pending_needs_confirmation,
  };
}

/**
 * Applies the player's pending loosenings whose time has come, except those waiting for the player's confirmation
 * (UK): they stay pending until `confirm-pending`. `updated_at` is left alone: it dates the player's last change, which
 * the bet-limit cooldown counts from, and an automatic application is not one.
 */
export async function applyDueLimits(q: Queryable, userId: number, now: Date): Promise<void> {
  const due =
    'user_id = $1 AND pending_effective_at IS NOT NULL AND pending_effective_at <= $2 AND NOT pending_needs_confirmation';
  await q.query(`DELETE FROM limits WHERE ${due} AND pending_removal`, [userId, now]);
  await q.query(`UPDATE limits SET amount = pending_amount, ${CLEAR_PENDING} WHERE ${due}`, [userId, now]);
}
