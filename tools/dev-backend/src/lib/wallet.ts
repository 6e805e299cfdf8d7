import type { UserWallet } from '@casino/api-contract';
import type { Clock } from './clock';
import { one, type Db, type Queryable } from './db';
import { refused } from './http';
import type { SocketHub } from './socket';
import { round2 } from './util';

export type TxType =
  | 'deposit'
  | 'withdrawal'
  | 'bet'
  | 'win'
  | 'bonus'
  | 'bonus_cancel'
  | 'rakeback'
  | 'cashback'
  | 'referral'
  | 'adjustment';

export interface WalletMove {
  /** Signed cash change. */
  cash?: number;
  /** Signed bonus-money change. */
  bonus?: number;
  type: TxType;
  description: string;
  /** Socket reason (defaults to the type). */
  reason?: string;
  /** Send globalCredit instead of credit for credits. */
  global?: boolean;
  /** Skip the credit/debit events (balance is still pushed). */
  quiet?: boolean;
  status?: 'completed' | 'pending' | 'cancelled' | 'failed' | 'processing';
}

export const walletOf = (u: { cash: number; non_cash: number }): UserWallet => ({
  amount: round2(u.cash),
  nonCashAmount: round2(u.non_cash),
  totalAmount: round2(u.cash + u.non_cash),
});

/** Every balance change goes through here: one SQL update, a transaction row per wallet, then socket events. */
export class Wallet {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hub: SocketHub,
  ) {}

  async move(userId: number, move: WalletMove, q: Queryable = this.db): Promise<UserWallet> {
    const cash = round2(move.cash ?? 0);
    const bonus = round2(move.bonus ?? 0);
    const row = await one<{ cash: number; non_cash: number; currency_code: string }>(
      q,
      `UPDATE users SET cash = round((cash + $2)::numeric, 2)::float8, non_cash = round((non_cash + $3)::numeric, 2)::float8
       WHERE id = $1 AND cash + $2 >= -0.001 AND non_cash + $3 >= -0.001
       RETURNING cash, non_cash, currency_code`,
      [userId, cash, bonus],
    );
    if (!row) throw refused('INSUFFICIENT_FUNDS', 'Insufficient funds');
    const now = this.clock.now();
    const status = move.status ?? 'completed';
    const parts: Array<['cash' | 'bonus', number]> = [];
    if (cash !== 0) parts.push(['cash', cash]);
    if (bonus !== 0) parts.push(['bonus', bonus]);
    for (const [wallet, amount] of parts) {
      await q.query(
        'INSERT INTO transactions (user_id, type, amount, wallet, currency_code, status, description, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)',
        [userId, move.type, amount, wallet, row.currency_code, status, move.description, now],
      );
    }
    const wallet = walletOf(row);
    if (!move.quiet) {
      for (const [walletKind, amount] of parts) {
        const payload = {
          amount: Math.abs(amount),
          currencyCode: row.currency_code,
          reason: move.reason ?? move.type,
          wallet: walletKind,
        };
        if (amount < 0) this.hub.emitToUser(userId, 'debit', payload);
        else if (move.global) this.hub.emitToUser(userId, 'globalCredit', payload);
        else this.hub.emitToUser(userId, 'credit', payload);
      }
    }
    this.pushBalance(userId, wallet);
    return wallet;
  }

  pushBalance(userId: number, wallet: UserWallet): number {
    return this.hub.emitToUser(userId, 'balance', {
      cash: wallet.amount,
      nonCash: wallet.nonCashAmount,
      total: wallet.totalAmount,
    });
  }

  async record(
    userId: number,
    tx: { type: TxType; amount: number; wallet: 'cash' | 'bonus'; status: string; description: string },
    q: Queryable = this.db,
  ) {
    const u = await one<{ currency_code: string }>(q, 'SELECT currency_code FROM users WHERE id = $1', [userId]);
    await q.query(
      'INSERT INTO transactions (user_id, type, amount, wallet, currency_code, status, description, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)',
      [userId, tx.type, tx.amount, tx.wallet, u?.currency_code ?? 'EUR', tx.status, tx.description, this.clock.now()],
    );
  }
}
