import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserDetails, Withdrawal, WithdrawalEligibility } from '@casino/api-contract';
import { createQueryClient } from '@casino/query';
import { SessionProvider, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { cashierKeys } from '../api/cashier-keys';
import { DepositPage } from './deposit/DepositPage';
import { cashierMethods } from './fixtures';
import { WithdrawPanel } from './withdraw/WithdrawPanel';

type Player = 'depositor' | 'unverified' | 'excluded' | 'blocked';

const eligibility: WithdrawalEligibility = {
  eligible: true,
  blocks: [],
  withdrawable: 250,
  currencyCode: 'EUR',
  instant: { used: 120, limit: 500, period: 'daily' },
  methods: ['bank', 'upi', 'crypto'],
  networks: ['BTC', 'TRC20', 'ERC20', 'BEP20'],
};
const pending: Withdrawal = {
  id: 9,
  method: 'crypto',
  amount: 30,
  fee: 0.3,
  networkFee: 1,
  receiveAmount: 28.7,
  currencyCode: 'EUR',
  status: 'pending',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:01:00.000Z',
  timeline: [
    { status: 'requested', at: '2026-11-24T10:00:00.000Z' },
    { status: 'pending', at: '2026-11-24T10:01:00.000Z' },
  ],
  expectedBy: '2026-11-25T10:00:00.000Z',
  waitingFor: 'review',
  instant: false,
  rejectReason: null,
};

function playerOf(kind: Player): UserDetails {
  if (kind === 'unverified') return userDetailsFixture({ depositCount: 0, getUser: { isEmailVerified: false } });
  if (kind === 'excluded')
    return userDetailsFixture({
      getUser: {
        userLimit: { isSelfExclusionPermanent: false, selfExclusion: '2026-12-24T10:00:00.000Z', frozenUntil: null },
      },
    });
  return userDetailsFixture({ depositCount: 3 });
}

/** The cashier's data already in the cache (no backend in Storybook) for one of the demo players. */
function Seeded({ player, children }: { player: Player; children: ReactNode }) {
  const [user] = useState(() => playerOf(player));
  const [client] = useState(() => {
    const c = createQueryClient();
    c.setDefaultOptions({ queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } });
    const audience = { currencyCode: user.getUser.currencyCode, countryCode: user.getUser.countryCode ?? undefined };
    c.setQueryData(
      cashierKeys.payments({
        currencyCode: audience.currencyCode,
        ...(audience.countryCode ? { countryCode: audience.countryCode } : {}),
      }),
      cashierMethods,
    );
    for (const language of ['en', 'ar']) {
      c.setQueryData(
        cashierKeys.depositBonuses({
          language,
          ...(audience.countryCode ? { country: audience.countryCode } : {}),
          currency: audience.currencyCode,
        }),
        { bonus: { count: 0, rows: [] } },
      );
    }
    c.setQueryData(
      cashierKeys.eligibility(),
      player === 'blocked'
        ? {
            ...eligibility,
            eligible: false,
            blocks: [
              { code: 'ACTIVE_BONUS', details: { activeUserBonusId: 4, name: 'Reload Bonus 50%' } },
              { code: 'WAGER_NOT_FINISHED', details: { wagerLeft: 40 } },
            ],
          }
        : eligibility,
    );
    c.setQueryData(cashierKeys.pendingWithdrawals(), player === 'blocked' ? [] : [pending]);
    c.setQueryData(cashierKeys.withdrawalHistory(1), {
      count: 1,
      rows: [
        {
          ...pending,
          id: 8,
          status: 'confirmed',
          waitingFor: null,
          expectedBy: null,
          timeline: [...(pending.timeline ?? []), { status: 'confirmed', at: '2026-11-24T18:00:00.000Z' }],
        },
      ],
    });
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initial={sessionFromDetails(user)}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

function Cashier({ player, part }: { player: Player; part: 'deposit' | 'withdraw' }) {
  return <Seeded player={player}>{part === 'deposit' ? <DepositPage /> : <WithdrawPanel />}</Seeded>;
}

const meta = { title: 'Cashier/Pages', component: Cashier, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Cashier
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = { args: { player: 'depositor', part: 'deposit' } };
export const DepositArabic: Story = { args: { player: 'depositor', part: 'deposit' }, globals: { locale: 'ar' } };
export const DepositUnverifiedEmail: Story = { args: { player: 'unverified', part: 'deposit' } };
export const DepositSelfExcluded: Story = { args: { player: 'excluded', part: 'deposit' } };
export const Withdraw: Story = { args: { player: 'depositor', part: 'withdraw' } };
export const WithdrawArabic: Story = { args: { player: 'depositor', part: 'withdraw' }, globals: { locale: 'ar' } };
export const WithdrawBlocked: Story = { args: { player: 'blocked', part: 'withdraw' } };
