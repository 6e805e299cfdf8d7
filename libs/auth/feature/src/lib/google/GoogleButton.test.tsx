import { createHash } from 'node:crypto';
import { defaultSettings as defaults, endpoints, type AppSettings } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { userDetailsFixture } from '@casino/session/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceHandlers } from '../data/referenceHandlers';
import { LoginModal } from '../login/LoginModal';
import { SignupModal } from '../signup/SignupModal';
import { renderAuth } from '../testing';
import { GoogleButton } from './GoogleButton';
import { GOOGLE_PENDING_KEY } from './googleSignIn';

mockServer(...referenceHandlers, mockEndpoint(endpoints.getUserDetails, userDetailsFixture()));
beforeEach(() => sessionStorage.clear());

const google: Partial<AppSettings> = {
  googleLoginEnabled: true,
  googleClientId: 'client-123.apps.test',
  googleAuthUrl: 'https://accounts.example/o/oauth2/v2/auth',
};
const settingsWith = (overrides: Partial<AppSettings>) => ({ ...defaults, ...overrides });

function renderModal(modal: 'login' | 'signup', overrides: Partial<AppSettings>) {
  const Modal = modal === 'login' ? LoginModal : SignupModal;
  return renderAuth(
    <Modal
      open
      onClose={() => undefined}
      params={new URLSearchParams(`modal=${modal}`)}
      settings={settingsWith(overrides)}
    />,
    {
      route: `/casino?modal=${modal}`,
      settings: overrides,
    },
  );
}
const googleButton = () => screen.queryByRole('button', { name: 'Continue with Google' });

// A worker's first render of the modals inserts and parses its styles and compiles its code (about a second in
// jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  renderModal('login', google);
  await screen.findByText('Continue with Google');
  cleanup();
});

describe('the Google button', () => {
  // The login modal and the registration tabs, each a test of its own (every render mounts a dialog).
  describe.each(['login', 'signup'] as const)('on the %s modal', (modal) => {
    it('shows when Google sign-in is on and a client id is set', async () => {
      renderModal(modal, google);
      expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    });

    it.each([
      ['Google sign-in is off', { ...google, googleLoginEnabled: false }],
      ['the client id is empty', { ...google, googleClientId: '' }],
      ['the settings leave it out', {}],
    ])('is absent when %s', async (_, off: Partial<AppSettings>) => {
      renderModal(modal, off);
      await screen.findByRole('dialog');
      expect(googleButton()).not.toBeInTheDocument();
    });
  });

  it('keeps a state and a PKCE verifier, then goes to the authorization URL with the S256 challenge', async () => {
    const redirect = vi.fn();
    renderAuth(<GoogleButton settings={settingsWith(google)} intent="signup" redirect={redirect} />, {
      route: '/casino/slots?provider=x&modal=signup',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));

    const pending = JSON.parse(sessionStorage.getItem(GOOGLE_PENDING_KEY) ?? '{}') as Record<string, string>;
    expect(pending).toMatchObject({ returnTo: '/casino/slots?provider=x', intent: 'signup' });
    expect(pending['codeVerifier']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pending['state']).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const url = new URL(redirect.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://accounts.example/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-123.apps.test',
      redirect_uri: `${window.location.origin}/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state: pending['state'],
      code_challenge: createHash('sha256')
        .update(pending['codeVerifier'] ?? '')
        .digest('base64url'),
      code_challenge_method: 'S256',
    });
  });

  it('draws a fresh state and verifier for every sign-in', async () => {
    const redirect = vi.fn();
    renderAuth(<GoogleButton settings={settingsWith(google)} intent="login" redirect={redirect} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const first = sessionStorage.getItem(GOOGLE_PENDING_KEY);
    const again = renderAuth(<GoogleButton settings={settingsWith(google)} intent="login" redirect={redirect} />);
    await userEvent.setup().click(again.getAllByRole('button', { name: 'Continue with Google' }).at(-1) as HTMLElement);
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(2));
    expect(sessionStorage.getItem(GOOGLE_PENDING_KEY)).not.toBe(first);
  });
});
