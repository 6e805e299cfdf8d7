import { endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { rememberLastLogin, SessionProvider, sessionFromDetails, useSession } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing';
import { AccountMenuButton } from './AccountMenuButton';
// The menu the button loads lazily, loaded with this file: no test waits for its module.
import './AccountMenu';

const server = mockServer();
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'accessToken=tok-1; Path=/';
});

function Status() {
  return <p data-testid="status">{useSession((s) => s.status)}</p>;
}

// A worker's first render of the menu inserts and parses its styles and compiles its code (about half a second in
// jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  renderShell(
    <SessionProvider initial={sessionFromDetails(userDetailsFixture())}>
      <AccountMenuButton />
    </SessionProvider>,
  );
  await userEvent.click(screen.getByTestId('account-menu-button'));
  await screen.findByText('This is your first login');
  cleanup();
});

describe('account side menu', () => {
  it('shows the last login (date, IP, location) and the current IP, and logs out with USER_INITIATED', async () => {
    rememberLastLogin({ created_at: '2026-11-20T08:15:00.000Z', ip: '198.51.100.4', location: 'MT' });
    let reason = '';
    server.use(
      mockEndpoint(endpoints.logout, ({ body }) => {
        reason = body?.reason ?? '';
        return null;
      }),
    );
    renderShell(
      <SessionProvider initial={sessionFromDetails(userDetailsFixture())}>
        <AccountMenuButton clientIp="203.0.113.9" />
        <Status />
      </SessionProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My account' }));
    const menu = await screen.findByRole('dialog', { name: 'My account' });
    expect(screen.getByTestId('last-login')).toHaveTextContent('198.51.100.4 (MT)');
    expect(screen.getByTestId('last-login')).toHaveTextContent('Current IP203.0.113.9');
    // The link and the button by their text, then their role and name: a role query names every link of the menu.
    const editProfile = within(menu).getByText('Edit profile');
    expect(editProfile).toHaveRole('link');
    expect(editProfile).toHaveAccessibleName('Edit profile');
    const logOut = within(menu).getByText('Log out');
    expect(logOut).toHaveRole('button');
    expect(logOut).toHaveAccessibleName('Log out');
    await user.click(logOut);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(reason).toBe('USER_INITIATED');
    expect(document.cookie).not.toContain('accessToken=tok-1');
    // A logout the player chose leaves no session-ended alert behind.
    expect(localStorage.getItem('logoutReason')).toBeNull();
  });

  it('says it is the first login when there is no previous one', async () => {
    renderShell(
      <SessionProvider initial={sessionFromDetails(userDetailsFixture())}>
        <AccountMenuButton />
      </SessionProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'My account' }));
    expect(await screen.findByText('This is your first login')).toBeInTheDocument();
  });
});
