import { endpoints, type Transaction } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { createQueryClient } from '@casino/query';
import { saveAccessToken } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HistoryPage } from './HistoryPage';

const tx = (id: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  type: 'deposit',
  amount: 50,
  wallet: 'cash',
  currencyCode: 'EUR',
  status: 'completed',
  description: `Deposit #${id}`,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

let rows: Transaction[] = [];
let queries: Array<Record<string, unknown>> = [];
let fail = false;
mockServer(
  mockEndpoint(endpoints.getUserDetails, () => userDetailsFixture()),
  mockEndpoint(endpoints.getTransactions, ({ query: search }) => {
    const q: Record<string, string> = Object.fromEntries(search.entries());
    queries.push(Object.fromEntries(Object.entries(q).map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v])));
    if (fail) return contractError(503, 'SERVICE_UNAVAILABLE', 'down');
    const matching = rows.filter((r) => (!q.type || r.type === q.type) && (!q.status || r.status === q.status));
    const page = Number(q.pageNo ?? 1);
    const limit = Number(q.limit ?? 20);
    return { count: matching.length, rows: matching.slice((page - 1) * limit, page * limit) };
  }),
);

beforeEach(() => {
  rows = [];
  queries = [];
  fail = false;
  saveAccessToken('player-token');
});

/**
 * The pager once it says `page` ("Page 2 of 3"): read from the pager, not found by a text query over the whole page
 * (its table of 20 rows) at every poll, whose misses each printed the whole page into their message.
 */
const onPage = (page: string) =>
  waitFor(() =>
    expect(screen.queryByTestId('history-pager')?.querySelector('[aria-current="page"]')).toHaveTextContent(page),
  );

describe('HistoryPage', () => {
  it('lists transactions with date, type, details, signed amount and status', async () => {
    rows = [
      tx(2, { type: 'bet', amount: -2.5, description: 'Bet on Book of Dev', wallet: 'bonus' }),
      tx(1, { status: 'pending' }),
    ];
    renderPage(<HistoryPage />, { user: userDetailsFixture(), route: '/profile/transactions' });
    const table = await screen.findByTestId('history-table');
    expect(within(table).getByText('2 transactions')).toBeInTheDocument();
    // a phone scrolls the table sideways: the region is reachable by keyboard (axe scrollable-region-focusable); checked
    // for its role and name (a role query with a name computes the styles of every element of the page it reads)
    const region = screen.getByTestId('history-scroll');
    expect(region).toHaveRole('region');
    expect(region).toHaveAccessibleName('2 transactions');
    expect(region).toHaveAttribute('tabindex', '0');
    const [bet, deposit] = screen.getAllByTestId('history-row');
    expect(bet).toHaveTextContent('Bet');
    expect(bet).toHaveTextContent('Bet on Book of Dev · bonus money');
    expect(bet).toHaveTextContent('-€2.50');
    expect(deposit).toHaveTextContent('+€50.00');
    expect(deposit).toHaveTextContent('Pending');
  });

  it('filters by type and days through the URL, and asks for the first page of what matches', async () => {
    rows = Array.from({ length: 45 }, (_, i) => tx(100 - i, { type: i % 2 ? 'win' : 'deposit' }));
    const user = userEvent.setup();
    const { router } = renderPage(<HistoryPage />, {
      user: userDetailsFixture(),
      route: '/profile/transactions?page=2',
    });
    await onPage('Page 2 of 3');
    expect(queries.at(-1)).toEqual({ pageNo: 2, limit: 20 });
    await user.selectOptions(screen.getByTestId('history-type'), 'win');
    // Pasted: the test is about the filters in the URL, not typing a date key by key.
    await user.click(screen.getByTestId('history-from'));
    await user.paste('2026-11-01');
    await user.click(screen.getByTestId('history-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=win&from=2026-11-01'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ pageNo: 1, limit: 20, type: 'win', from: '2026-11-01' }));
    await onPage('Page 1 of 2');
  });

  it('pages 20 at a time within the filters, and Clear takes every filter away', async () => {
    rows = Array.from({ length: 45 }, (_, i) => tx(100 - i, { type: i % 2 ? 'win' : 'deposit' }));
    const user = userEvent.setup();
    const { router } = renderPage(<HistoryPage />, {
      user: userDetailsFixture(),
      route: '/profile/transactions?type=win&from=2026-11-01',
    });
    await onPage('Page 1 of 2');
    const next = within(screen.getByTestId('history-pager')).getByText('Next page');
    expect(next).toHaveRole('link');
    await user.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?type=win&from=2026-11-01&page=2'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ pageNo: 2, limit: 20, type: 'win', from: '2026-11-01' }));
    await onPage('Page 2 of 2');
    expect(screen.getByTestId('history-type')).toHaveValue('win');
    await user.click(screen.getByTestId('history-clear'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByTestId('history-type')).toHaveValue(''));
  });

  it('says there is nothing yet, or nothing matching the filters', async () => {
    const { unmount } = renderPage(<HistoryPage />, { user: userDetailsFixture(), route: '/profile/transactions' });
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('No transactions yet.');
    unmount();
    renderPage(<HistoryPage />, { user: userDetailsFixture(), route: '/profile/transactions?status=failed' });
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('No transactions match these filters.');
  });

  it('says the history could not be loaded and retries', async () => {
    fail = true;
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderPage(<HistoryPage />, { user: userDetailsFixture(), route: '/profile/transactions', queryClient });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your history could not be loaded.');
    fail = false;
    rows = [tx(1)];
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('history-table')).toBeInTheDocument();
  });
});
