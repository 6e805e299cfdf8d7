import { endpoints, type Wallet } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { renderPage } from '@casino/page-ui/testing';
import { saveAccessToken, useSessionStore } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WalletPage } from './WalletPage';

let reads = 0;
let wallet: Wallet = {
  currencyCode: 'EUR',
  balance: 350,
  realMoney: 300,
  bonusBalance: 50,
  wager: 1450,
  depositWager: 40,
  rollover: 1,
  activeBonus: { userBonusId: 41, name: 'Reload Bonus 50%', wagerRequired: 1750 },
};
mockServer(
  mockEndpoint(endpoints.getWallet, () => {
    reads += 1;
    return wallet;
  }),
);

let store: ReturnType<typeof useSessionStore> | undefined;
function StoreSpy() {
  store = useSessionStore();
  return null;
}

describe('WalletPage', () => {
  it('shows the live amounts and reads the wagering figures again when a balance event moves them', async () => {
    saveAccessToken('player-token');
    const user = userDetailsFixture({ getUser: { userWallet: { amount: 300, nonCashAmount: 50, totalAmount: 350 } } });
    renderPage(
      <>
        <StoreSpy />
        <WalletPage />
      </>,
      { user, route: '/profile2/balance' },
    );
    expect(await screen.findByTestId('wallet-wager')).toHaveTextContent('€1,450.00');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('€350.00');
    const before = reads;
    wallet = { ...wallet, balance: 348, realMoney: 298, wager: 1448 };
    // A balance event from the socket (spec: it replaces the wallet amounts).
    act(() => store?.getState().applyBalance({ cash: 298, nonCash: 50, total: 348 }));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('€348.00');
    expect(await screen.findByText('€1,448.00')).toBeInTheDocument();
    expect(reads).toBe(before + 1);
  });
});
