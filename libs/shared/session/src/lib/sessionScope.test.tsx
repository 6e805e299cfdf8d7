import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { createI18n } from '@casino/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@casino/translate';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUserDetails, useRefreshUser, useRefreshUserQuietly } from '../api/get-user-details';
import { readAccessToken, saveAccessToken } from './accessToken';
import { readLogoutRecord } from './playerData';
import { userDetailsFixture } from './fixtures';
import { sessionFromDetails, signedOutState, uncheckedState, type SessionState } from './session';
import { SessionProvider, useSession } from './SessionProvider';
import { useSessionScope } from './sessionScope';
import { browserApiClient, useApiClient } from './useApiClient';

const server = mockServer();
beforeEach(() => {
  document.cookie = 'accessToken=; Max-Age=0; Path=/';
  localStorage.clear();
});

let refresh: (() => Promise<unknown>) | undefined;
let refreshQuietly: (() => Promise<unknown>) | undefined;

function Page() {
  useSessionScope();
  const status = useSession((s) => s.status);
  const balance = useSession((s) => s.wallet?.total);
  const location = useLocation();
  const refreshUser = useRefreshUser();
  refresh = refreshUser;
  refreshQuietly = useRefreshUserQuietly();
  return (
    <p>
      <span data-testid="status">{status}</span> <span data-testid="balance">{balance ?? '-'}</span>{' '}
      <span data-testid="url">{location.pathname + location.search}</span>
    </p>
  );
}

function renderPage(initial: SessionState, path = '/promotions?tab=weekly') {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(
    <I18nProvider i18n={createI18n({ lng: 'ar', translations: {} })}>
      <SessionProvider initial={initial}>
        <RouterProvider router={router} />
      </SessionProvider>
    </I18nProvider>,
  );
}

describe("the page's one API client", () => {
  it('is one client for the whole browser, whoever asks', () => {
    let fromHook: unknown;
    function Probe() {
      fromHook = useApiClient();
      return null;
    }
    render(<Probe />);
    expect(fromHook).toBe(browserApiClient());
  });

  it("ends the session on a 403 from any call (here tracking's log-event): token gone, guest, login modal on the same page", async () => {
    saveAccessToken('tok-1');
    let sentLanguage = '';
    server.use(
      mockEndpoint(endpoints.logEvent, ({ request }) => {
        sentLanguage = request.headers.get('Accept-Language') ?? '';
        return contractError(403, 'TOKEN_EXPIRED', 'Session expired');
      }),
    );
    renderPage(sessionFromDetails(userDetailsFixture()));
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
    await act(async () => {
      await browserApiClient()
        .call(endpoints.logEvent, { body: { event: 'PAGE_VIEW', data: { url: '/promotions' } } })
        .catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/promotions?tab=weekly&modal=login'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(readAccessToken()).toBeUndefined();
    expect(document.cookie).not.toContain('accessToken=');
    // The page's language goes with every call.
    expect(sentLanguage).toBe('ar');
  });
  it('ends a session its time limit ended (SESSION_TIMEOUT) with SESSION_EXPIRED kept for the alert, on the same page without the login modal', async () => {
    saveAccessToken('tok-1');
    server.use(
      mockEndpoint(endpoints.logEvent, () => contractError(403, 'SESSION_TIMEOUT', 'Session time limit reached')),
    );
    renderPage(sessionFromDetails(userDetailsFixture()));
    await act(async () => {
      await browserApiClient()
        .call(endpoints.logEvent, { body: { event: 'PAGE_VIEW', data: { url: '/promotions' } } })
        .catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(screen.getByTestId('url')).toHaveTextContent('/promotions?tab=weekly');
    expect(screen.getByTestId('url')).not.toHaveTextContent('modal=login');
    expect(readAccessToken()).toBeUndefined();
    expect(readLogoutRecord()?.reason).toBe('SESSION_EXPIRED');
  });

  it('keeps SESSION_EXPIRED for the alert when the server found the session time limit had ended the session', async () => {
    saveAccessToken('tok-1');
    renderPage({ ...signedOutState, tokenRefused: true, endedBy: 'SESSION_EXPIRED' });
    await waitFor(() => expect(readAccessToken()).toBeUndefined());
    expect(readLogoutRecord()?.reason).toBe('SESSION_EXPIRED');
  });

  it('keeps no logout reason when the token was simply refused', async () => {
    saveAccessToken('tok-1');
    server.use(mockEndpoint(endpoints.logEvent, () => contractError(403, 'TOKEN_INVALID', 'Invalid')));
    renderPage(sessionFromDetails(userDetailsFixture()));
    await act(async () => {
      await browserApiClient()
        .call(endpoints.logEvent, { body: { event: 'PAGE_VIEW', data: { url: '/promotions' } } })
        .catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(readLogoutRecord()).toBeUndefined();
  });
});

describe('refreshing the player', () => {
  it('is one request however many ask at once, and the session shows the answer', async () => {
    saveAccessToken('tok-1');
    let calls = 0;
    server.use(
      mockEndpoint(endpoints.getUserDetails, async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return userDetailsFixture({ getUser: { userWallet: { amount: 70, nonCashAmount: 7, totalAmount: 77 } } });
      }),
    );
    renderPage(sessionFromDetails(userDetailsFixture()));
    await act(async () => {
      await Promise.all([refresh?.(), refresh?.(), refresh?.()]);
    });
    expect(calls).toBe(1);
    expect(screen.getByTestId('balance')).toHaveTextContent('77');
  });

  it('turns a token the server could not check into the player once the backend answers', async () => {
    saveAccessToken('tok-1');
    server.use(mockEndpoint(endpoints.getUserDetails, userDetailsFixture()));
    renderPage(uncheckedState);
    expect(screen.getByTestId('status')).toHaveTextContent('unknown');
    await act(async () => {
      await refresh?.();
    });
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
  });

  it('quietly: resolves with the player, or with undefined when the read fails, keeping what the store had', async () => {
    saveAccessToken('tok-1');
    server.use(
      mockEndpoint(
        endpoints.getUserDetails,
        userDetailsFixture({ getUser: { userWallet: { amount: 70, nonCashAmount: 7, totalAmount: 77 } } }),
      ),
    );
    renderPage(sessionFromDetails(userDetailsFixture()));
    let answer: unknown;
    await act(async () => {
      answer = await refreshQuietly?.();
    });
    expect(answer).toMatchObject({ getUser: { userWallet: { totalAmount: 77 } } });
    expect(screen.getByTestId('balance')).toHaveTextContent('77');

    server.use(mockEndpoint(endpoints.getUserDetails, () => contractError(503, 'SERVICE_UNAVAILABLE', 'down')));
    await expect(refresh?.()).rejects.toThrow();
    await act(async () => {
      answer = await refreshQuietly?.();
    });
    expect(answer).toBeUndefined();
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
    expect(screen.getByTestId('balance')).toHaveTextContent('77');
  });
});

describe('getUserDetails', () => {
  it('is refused without a token, without a round trip (spec section 7)', async () => {
    await expect(getUserDetails(browserApiClient())).rejects.toMatchObject({ code: 'NO_TOKEN' });
  });
});
