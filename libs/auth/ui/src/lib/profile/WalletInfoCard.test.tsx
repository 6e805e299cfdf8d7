import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing';
import { demoBonus, demoWallet } from './profileExamples';
import { WalletInfoCard } from './WalletInfoCard';

describe('WalletInfoCard', () => {
  it('shows the balance, real and bonus money in the currency, the bonus being played, and the ways to deposit and to the wallet', () => {
    renderUi(
      <WalletInfoCard wallet={demoWallet} activeBonus={demoBonus} walletHref="/Wallet" depositHref="/deposit" />,
    );
    const card = screen.getByTestId('wallet-info');
    expect(within(card).getByRole('heading', { level: 2, name: 'Your wallet' })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('€120.00');
    expect(screen.getByTestId('wallet-real')).toHaveTextContent('€100.00');
    expect(screen.getByTestId('wallet-bonus')).toHaveTextContent('€20.00');
    expect(screen.getByTestId('wallet-active-bonus')).toHaveTextContent('Welcome 100%');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(screen.getByRole('link', { name: 'Open your wallet' })).toHaveAttribute('href', '/Wallet');
  });

  it('leaves out the bonus row when no bonus is being played', () => {
    renderUi(
      <WalletInfoCard
        wallet={{ ...demoWallet, nonCash: 0, total: 100 }}
        activeBonus={null}
        walletHref="/Wallet"
        depositHref="/deposit"
      />,
    );
    expect(screen.getByTestId('wallet-bonus')).toHaveTextContent('€0.00');
    expect(screen.queryByTestId('wallet-active-bonus')).toBeNull();
  });
});
