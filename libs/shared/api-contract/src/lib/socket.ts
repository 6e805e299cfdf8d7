import * as z from 'zod/mini';
import { currencyCode, idSchema, money } from './common';
import { chatMessage, chatPresence } from './chat';
import { winnerRow } from './games';

/**
 * socket.io events (spec section 3): debit, credit, globalCredit, deposit (with count), failedDeposit,
 * balance (cash, nonCash, total). Connect with `io(origin, { path: '/socket.io', auth: { token } })`.
 * Payloads other than deposit.count and balance are designed here; chatMessage, winner and leaderboard are designed here too.
 */

export const SOCKET_PATH = '/socket.io';

const walletMove = z.object({
  amount: money,
  currencyCode,
  /** What moved the money: deposit, bet, win, bonus, rakeback, cashback, withdrawal, dev... */
  reason: z.string(),
  wallet: z.enum(['cash', 'bonus']),
});

export const balanceEvent = z.object({ cash: money, nonCash: money, total: money });
export type BalanceEvent = z.infer<typeof balanceEvent>;

export const socketEvents = {
  debit: walletMove,
  credit: walletMove,
  /** A credit pushed to every connected player (promotions, global rewards). */
  globalCredit: walletMove,
  deposit: z.object({ count: z.number().check(z.int()), amount: money, currencyCode }),
  failedDeposit: z.object({ amount: money, currencyCode, status: z.string(), errorCode: z.nullable(z.string()) }),
  balance: balanceEvent,
  chatMessage,
  /** Designed here: a winning real-money round, pushed to every socket (guests too) for the winners feed. */
  winner: winnerRow,
  /**
   * Designed here: a tournament's leaderboard changed (a participant of a running tournament played a real-money round,
   * or a player joined), pushed to every socket (guests too). It names the tournament only: a page showing that
   * leaderboard reads it again (`getLeaderboard`), throttled on its side.
   */
  leaderboard: z.object({ tournamentId: idSchema }),
  /**
   * Designed here: a signed-in player's chat presence changed (online, away: manual or after 5 minutes without
   * activity), pushed to every socket. `removedFromTables` is true once, when a player comes back after 30 minutes away.
   */
  presence: chatPresence,
} as const;

/**
 * Designed here: events a client sends. `activity`: a signed-in player did something (at most once a minute); it keeps
 * them online (and brings them back from automatic away).
 */
export const clientSocketEvents = {
  activity: z.optional(z.object({})),
} as const;
export type ClientSocketEventName = keyof typeof clientSocketEvents;

export type SocketEventName = keyof typeof socketEvents;
export const socketEventName = z.enum(Object.keys(socketEvents) as [SocketEventName, ...SocketEventName[]]);
export type SocketEventPayload<E extends SocketEventName> = z.infer<(typeof socketEvents)[E]>;

/** Validates an incoming event payload; returns a readable error instead of throwing. */
export function parseSocketEvent<E extends SocketEventName>(
  event: E,
  payload: unknown,
): { ok: true; data: SocketEventPayload<E> } | { ok: false; error: string } {
  const result = socketEvents[event].safeParse(payload);
  if (result.success) return { ok: true, data: result.data as SocketEventPayload<E> };
  return { ok: false, error: z.prettifyError(result.error) };
}
