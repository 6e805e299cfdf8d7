import { createSessionStore, SessionProvider, useSessionStore, sessionFromDetails } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../testing';
import { WalletActions } from './WalletActions';

let store: ReturnType<typeof createSessionStore> | undefined;
function CaptureStore() {
  store = useSessionStore();
  return null;
}

describe('WalletActions', () => {
  it('shows the balance with its currency and a Deposit link, and follows balance events', async () => {
    renderShell(
      <SessionProvider initial={sessionFromDetails(userDetailsFixture())}>
        <CaptureStore />
        <WalletActions />
      </SessionProvider>,
    );
    expect(screen.getByRole('link', { name: 'Balance €120.00' })).toHaveAttribute('href', '/profile2/balance');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    await act(async () => store?.getState().applyBalance({ cash: 200, nonCash: 50.5, total: 250.5 }));
    expect(screen.getByRole('link', { name: 'Balance €250.50' })).toBeInTheDocument();
  });

  it('shows nothing for a guest', () => {
    renderShell(
      <SessionProvider initial={{ status: 'signedOut', depositCount: 0 }}>
        <WalletActions />
      </SessionProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
