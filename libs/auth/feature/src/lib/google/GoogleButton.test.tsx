import { createHash } from 'node:crypto';
import { defaultSettings as defaults, endpoints, type AppSettings } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { userDetailsFixture } from '@casino/session/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceHandlers } from '../data/referenceHandlers';
import { LoginModal } from '../login/LoginModal';
import { SignupModal } from '../signup/SignupModal';
import { renderAuth } from '../testing';
import { GoogleButton } from './GoogleButton';
import { GOOGLE_PENDING_KEY } from './googleSignIn';

mockServer(...referenceHandlers, mockEndpoint(endpoints.getUserDetails, userDetailsFixture()));
beforeEach(() => sessionStorage.clear());

const google: Partial<AppSettings> = { googleLoginEnabled: true, googleClientId: 'client-123.apps.test', googleAuthUrl: 'https://accounts.example/o/oauth2/v2/auth' };
const settingsWith = (overrides: Partial<AppSettings>) => ({ ...defaults, ...overrides });

function renderModal(modal: 'login' | 'signup', overrides: Partial<AppSettings>) {
  const Modal = modal === 'login' ? LoginModal : SignupModal;
  return renderAuth(<Modal open onClose={() => undefined} params={new URLSearchParams(`modal=${modal}`)} settings={settingsWith(overrides)} />, {
    route: `/casino?modal=${modal}`,
    settings: overrides,
  });
}
const googleButton = () => screen.queryByRole('button', { name: 'Continue with Google' });

describe('the Google button', () => {
  it('shows on the login modal and the registration tabs only when Google sign-in is on and a client id is set', async () => {
    for (const modal of ['login', 'signup'] as const) {
      const shown = renderModal(modal, google);
      expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
      shown.unmount();
      for (const off of [{ ...google, googleLoginEnabled: false }, { ...google, googleClientId: '' }, {}]) {
        const hidden = renderModal(modal, off);
        await screen.findByRole('dialog');
        expect(googleButton()).not.toBeInTheDocument();
        hidden.unmount();
      }
    }
  });

  it('keeps a state and a PKCE verifier, then goes to the authorization URL with the S256 challenge', async () => {
    const redirect = vi.fn();
    renderAuth(<GoogleButton settings={settingsWith(google)} intent="signup" redirect={redirect} />, { route: '/casino/slots?provider=x&modal=signup' });
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
      code_challenge: createHash('sha256').update(pending['codeVerifier'] ?? '').digest('base64url'),
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
