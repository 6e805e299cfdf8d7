import { transactionStatus, transactionType } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import {
  historyFiltersOf,
  historyQueryOf,
  historySearchOf,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from './historyQuery';

describe('history filters in the URL', () => {
  it('offers every transaction type and status of the contract', () => {
    expect([...TRANSACTION_TYPES].sort()).toEqual([...transactionType.options].sort());
    expect([...TRANSACTION_STATUSES].sort()).toEqual([...transactionStatus.options].sort());
  });

  it('reads type, status, days and page, dropping what is not one', () => {
    expect(
      historyFiltersOf(new URLSearchParams('type=deposit&status=completed&from=2026-11-01&to=2026-11-25&page=3')),
    ).toEqual({ page: 3, type: 'deposit', status: 'completed', from: '2026-11-01', to: '2026-11-25' });
    expect(
      historyFiltersOf(new URLSearchParams('type=lottery&status=x&from=01/11/2026&to=2026-13-45&page=-2')),
    ).toEqual({ page: 1, type: undefined, status: undefined, from: undefined, to: undefined });
  });

  it('reads a range given backwards the right way round', () => {
    expect(historyFiltersOf(new URLSearchParams('from=2026-11-25&to=2026-11-01'))).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-25',
    });
  });

  it('gives the call its query and the list one address (page 1 and empty filters leave no parameter)', () => {
    const filters = historyFiltersOf(new URLSearchParams('type=win&page=2'));
    expect(historyQueryOf(filters)).toEqual({ pageNo: 2, limit: 20, type: 'win' });
    expect(historySearchOf(filters)).toBe('?type=win&page=2');
    expect(historySearchOf({ ...filters, page: 1, type: undefined })).toBe('');
  });
});
