import type { Transaction } from '@casino/api-contract';
import type { TransactionsQuery } from '../../api/get-transactions';

/** Rows per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

/** The contract's transaction types and statuses in the order the filters offer them (a test keeps both complete). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'bonus_cancel',
  'rakeback',
  'cashback',
  'referral',
  'adjustment',
] as const satisfies readonly Transaction['type'][];
export const TRANSACTION_STATUSES = [
  'completed',
  'pending',
  'processing',
  'failed',
  'cancelled',
] as const satisfies readonly Transaction['status'][];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
const day = (raw: string | null) =>
  raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? raw : undefined;

export interface HistoryFilters {
  page: number;
  type?: (typeof TRANSACTION_TYPES)[number];
  status?: (typeof TRANSACTION_STATUSES)[number];
  from?: string;
  to?: string;
}

/** The history's filters from the URL (shareable, Back works, the same on the server); anything unknown is dropped. */
export function historyFiltersOf(search: URLSearchParams): HistoryFilters {
  const rawPage = search.get('page');
  const page = rawPage !== null && /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  let from = day(search.get('from'));
  let to = day(search.get('to'));
  // A range given backwards is read the right way round.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    page,
    type: oneOf(TRANSACTION_TYPES, search.get('type')),
    status: oneOf(TRANSACTION_STATUSES, search.get('status')),
    from,
    to,
  };
}

/** The call's query for these filters. */
export function historyQueryOf(filters: HistoryFilters): TransactionsQuery {
  return {
    pageNo: filters.page,
    limit: HISTORY_PAGE_SIZE,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** The URL search for these filters (page 1 and empty filters leave no parameter: one address per list). */
export function historySearchOf(filters: HistoryFilters): string {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', filters.type);
  if (filters.status) search.set('status', filters.status);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
