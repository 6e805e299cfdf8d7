import { defaultSettings as defaults, endpoints, type GoogleLoginBody } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { userDetailsFixture } from '@casino/session/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAuth } from '../testing';
import { GoogleCallbackPage } from './GoogleCallbackPage';
import { GOOGLE_PENDING_KEY, type PendingGoogleSignIn } from './googleSignIn';

const server = mockServer(mockEndpoint(endpoints.getUserDetails, userDetailsFixture()));
const verifier = 'x'.repeat(43);
const answer = { accessToken: 'tok-google', lastLogin: null, locale: 'en', cpnc: null, userId: 7, newAccount: false };

let sent: GoogleLoginBody[] = [];
beforeEach(() => {
  sent = [];
  sessionStorage.clear();
  document.cookie = 'accessToken=; Max-Age=0; Path=/';
  localStorage.clear();
});

function keep(pending: Partial<PendingGoogleSignIn> = {}) {
  sessionStorage.setItem(
    GOOGLE_PENDING_KEY,
    JSON.stringify({
      state: 'state-1',
      codeVerifier: verifier,
      returnTo: '/casino/slots?provider=x',
      intent: 'login',
      ...pending,
    }),
  );
}
function answerWith(result: typeof answer | Response) {
  server.use(
    mockEndpoint(endpoints.googleLogin, ({ body }) => {
      sent.push(body as GoogleLoginBody);
      return result;
    }),
  );
}
const renderCallback = (query: string, afterRegistrationRedirect = '') =>
  renderAuth(<GoogleCallbackPage settings={{ ...defaults, afterRegistrationRedirect }} />, {
    route: `/auth/google/callback?${query}`,
  });

describe('the Google callback page', () => {
  it('refuses a state that is not the kept one without calling the backend, and offers the way back and the login', async () => {
    keep();
    answerWith(answer);
    renderCallback('code=abc&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in did not start in this browser tab');
    expect(screen.getByRole('link', { name: 'Log in another way' })).toHaveAttribute(
      'href',
      '/casino/slots?provider=x&modal=login',
    );
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute(
      'href',
      '/casino/slots?provider=x',
    );
    expect(sent).toHaveLength(0);
    expect(sessionStorage.getItem(GOOGLE_PENDING_KEY)).toBeNull();
  });

  it('refuses a callback with no state kept in this browser without calling the backend', async () => {
    answerWith(answer);
    renderCallback('code=abc&state=state-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in did not start in this browser tab');
    expect(sent).toHaveLength(0);
  });

  it('shows the progress, posts the code and the verifier once, signs in and goes back to the page', async () => {
    keep();
    answerWith(answer);
    const { router } = renderCallback('code=abc&state=state-1');
    expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/slots'));
    expect(router.state.location.search).toBe('?provider=x');
    expect(sent).toEqual([
      { code: 'abc', codeVerifier: verifier, redirectUri: `${window.location.origin}/auth/google/callback` },
    ]);
    expect(document.cookie).toContain('accessToken=tok-google');
  });

  it('sends a new account where sign-up lands', async () => {
    keep({ intent: 'signup' });
    answerWith({ ...answer, newAccount: true });
    const { router } = renderCallback('code=abc&state=state-1', '/deposit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
    expect(document.cookie).toContain('registered_user=1');
  });

  it('says a refused code in its own sentence and signs nobody in', async () => {
    keep();
    answerWith(contractError(400, 'TOKEN_INVALID', 'The Google sign-in code is invalid'));
    renderCallback('code=used&state=state-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Google's sign-in confirmation has expired or was already used.",
    );
    expect(sent).toHaveLength(1);
    expect(document.cookie).not.toContain('accessToken=');
  });

  it('says so when the player cancelled on the consent screen', async () => {
    keep();
    answerWith(answer);
    renderCallback('error=access_denied&state=state-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled signing in with Google.');
    expect(sent).toHaveLength(0);
  });
});
