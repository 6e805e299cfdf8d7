import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Transaction } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys } from '../../api/account-keys';
import { HistoryPage } from './HistoryPage';
import { historyQueryOf } from './historyQuery';

const rows: Transaction[] = [
  {
    id: 6,
    type: 'win',
    amount: 12.4,
    wallet: 'cash',
    currencyCode: 'EUR',
    status: 'completed',
    description: 'Win on Book of Dev',
    createdAt: '2026-11-25T09:40:00.000Z',
  },
  {
    id: 5,
    type: 'bet',
    amount: -2,
    wallet: 'bonus',
    currencyCode: 'EUR',
    status: 'completed',
    description: 'Bet on Book of Dev',
    createdAt: '2026-11-25T09:39:00.000Z',
  },
  {
    id: 4,
    type: 'withdrawal',
    amount: -120,
    wallet: 'cash',
    currencyCode: 'EUR',
    status: 'pending',
    description: 'Withdrawal (crypto)',
    createdAt: '2026-11-24T18:00:00.000Z',
  },
  {
    id: 3,
    type: 'deposit',
    amount: 50,
    wallet: 'cash',
    currencyCode: 'EUR',
    status: 'completed',
    description: 'Deposit by card',
    createdAt: '2026-11-24T17:55:00.000Z',
  },
  {
    id: 2,
    type: 'deposit',
    amount: 40,
    wallet: 'cash',
    currencyCode: 'EUR',
    status: 'failed',
    description: 'Deposit by card (declined)',
    createdAt: '2026-11-24T17:50:00.000Z',
  },
  {
    id: 1,
    type: 'rakeback',
    amount: 1.75,
    wallet: 'cash',
    currencyCode: 'EUR',
    status: 'completed',
    description: 'Rakeback claimed',
    createdAt: '2026-11-23T08:00:00.000Z',
  },
];

/** The first page already in the cache (no backend in Storybook). */
function Page({ empty }: { empty: boolean }) {
  const [user] = useState(() => userDetailsFixture());
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
    c.setQueryData(
      accountKeys.transactions(historyQueryOf({ page: 1 })),
      empty ? { count: 0, rows: [] } : { count: 46, rows },
    );
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={sessionFromDetails(user)}>
        <HistoryPage />
      </SessionProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Account/History', component: Page, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = { args: { empty: false } };
export const TransactionsArabic: Story = { args: { empty: false }, globals: { locale: 'ar' } };
export const NothingYet: Story = { args: { empty: true } };
