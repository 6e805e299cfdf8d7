import type { Withdrawal } from '@casino/api-contract';

/** Withdrawals as the dev backend answers them, for the card's stories and tests. */
export const pendingWithdrawal: Withdrawal = {
  id: 7001,
  method: 'crypto',
  amount: 120,
  fee: 0,
  networkFee: 2,
  receiveAmount: 118,
  currencyCode: 'EUR',
  status: 'pending',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:31:00.000Z',
  timeline: [
    { status: 'requested', at: '2026-11-20T09:30:00.000Z' },
    { status: 'pending', at: '2026-11-20T09:31:00.000Z' },
  ],
  expectedBy: '2026-11-21T09:30:00.000Z',
  waitingFor: 'review',
  instant: false,
  rejectReason: null,
};

export const paidWithdrawal: Withdrawal = {
  ...pendingWithdrawal,
  id: 7000,
  method: 'bank',
  amount: 300,
  networkFee: 0,
  fee: 3,
  receiveAmount: 297,
  status: 'confirmed',
  instant: true,
  timeline: [...(pendingWithdrawal.timeline ?? []), { status: 'confirmed', at: '2026-11-20T09:40:00.000Z' }],
  updatedAt: '2026-11-20T09:40:00.000Z',
  expectedBy: null,
  waitingFor: null,
};

export const rejectedWithdrawal: Withdrawal = {
  ...pendingWithdrawal,
  id: 6999,
  status: 'rejected',
  timeline: [...(pendingWithdrawal.timeline ?? []), { status: 'rejected', at: '2026-11-20T11:00:00.000Z' }],
  updatedAt: '2026-11-20T11:00:00.000Z',
  expectedBy: null,
  waitingFor: null,
  rejectReason: 'Wallet address does not match the network',
};
