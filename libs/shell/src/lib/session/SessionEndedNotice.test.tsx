import { recordLogout, SessionProvider, signedOutState } from '@casino/session';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderShell } from '../testing';
import { sessionAlertKeys } from './sessionAlertKeys';
import { SessionEndedNotice } from './SessionEndedNotice';
// The alert the notice loads lazily, loaded with this file: no test waits for its module.
import './SessionEndedAlert';

const renderAuth = (ui: ReactElement) => renderShell(<SessionProvider initial={signedOutState}>{ui}</SessionProvider>);

beforeEach(() => localStorage.clear());
// A worker's first render of the alert inserts and parses its styles and compiles its code (about half a second in
// jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  recordLogout('USER_INACTIVITY_TIMEOUT');
  renderAuth(<SessionEndedNotice />);
  fireEvent.click(document.body);
  await screen.findByTestId('session-ended-login');
  cleanup();
  localStorage.clear();
});

describe('session-ended alert (spec section 4)', () => {
  it('uses session.inactive keys for inactivity, the session-limit message for SESSION_EXPIRED and session.logout keys for every other reason', () => {
    expect(sessionAlertKeys({ reason: 'USER_INACTIVITY_TIMEOUT' })).toEqual({
      title: 'session.inactive.title',
      message: 'session.inactive.message',
    });
    expect(sessionAlertKeys({ reason: 'SESSION_EXPIRED' })).toEqual({
      title: 'session.logout.title',
      message: 'session.expired.message',
    });
    for (const reason of ['ACCOUNT_LOCKED', 'SECURITY_LOGOUT', 'CONCURRENT_SESSION', 'SYSTEM_MAINTENANCE'] as const) {
      expect(sessionAlertKeys({ reason })).toEqual({
        title: 'session.logout.title',
        message: 'session.logout.message',
      });
    }
  });

  it('appears on the next click after an inactivity logout, with the time, a login button and a close button', async () => {
    recordLogout('USER_INACTIVITY_TIMEOUT', Date.UTC(2026, 10, 23, 9, 30));
    renderAuth(<SessionEndedNotice />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(document.body);
    const alert = await screen.findByRole('dialog', { name: 'You were logged out' });
    expect(alert).toHaveTextContent('You were inactive for a while');
    expect(alert.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23T09:30:00.000Z');
    expect(screen.getByTestId('session-ended-login')).toHaveAttribute('href', '/?modal=login');
    const [close] = screen.getAllByRole('button', { name: 'Close' });
    if (close) await userEvent.setup().click(close);
    await waitFor(() => expect(localStorage.getItem('logoutReason')).toBeNull());
  });

  it('does not appear without a stored logout reason', async () => {
    renderAuth(<SessionEndedNotice />);
    fireEvent.keyDown(window, { key: 'a' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses the logout wording after a concurrent-session logout', async () => {
    recordLogout('CONCURRENT_SESSION');
    renderAuth(<SessionEndedNotice />);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
  });

  it('appears for a reason written after the page mounted (the server found the session time limit had ended it)', async () => {
    renderAuth(<SessionEndedNotice />);
    fireEvent.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    recordLogout('SESSION_EXPIRED');
    fireEvent.click(document.body);
    const alert = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(alert).toHaveTextContent('session time limit');
  });
});
