import { defaultSettings, endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../testing';
import { ResetPasswordModal, VerifyEmailModal } from './PasswordModals';

const server = mockServer();

function renderVerify(token: string) {
  const params = new URLSearchParams(`modal=verify-email&token=${token}`);
  return renderAuth(<VerifyEmailModal open onClose={() => undefined} params={params} settings={defaultSettings} />, {
    route: `/?${params}`,
  });
}

describe('email verification link (spec section 2 redirects)', () => {
  it('verifies, then opens the casino page with the login modal', async () => {
    let sent = '';
    server.use(
      mockEndpoint(endpoints.verifyEmail, ({ body }) => {
        sent = body?.token ?? '';
        return { email: 'ana@casino.example', isEmailVerified: true as const };
      }),
    );
    const { router } = renderVerify('tok-ok');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/casino?modal=login'),
    );
    expect(sent).toBe('tok-ok');
  });

  it('sends an expired link to the home page with modal=verify-email-expired', async () => {
    server.use(
      mockEndpoint(endpoints.verifyEmail, contractError(400, 'VERIFICATION_EXPIRED', 'This link has expired')),
    );
    const { router } = renderVerify('tok-old');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?modal=verify-email-expired'),
    );
  });

  it('says so when the link is invalid, and stays', async () => {
    server.use(
      mockEndpoint(
        endpoints.verifyEmail,
        contractError(400, 'TOKEN_INVALID', 'This link is invalid or was already used'),
      ),
    );
    const { router } = renderVerify('tok-bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or was already used.');
    expect(router.state.location.search).toContain('modal=verify-email');
  });
});

function renderReset(token: string) {
  const params = new URLSearchParams(`modal=reset-password&token=${token}`);
  return renderAuth(<ResetPasswordModal open onClose={() => undefined} params={params} settings={defaultSettings} />, {
    route: `/?${params}`,
  });
}

function submitNewPassword(password: string, confirm = password) {
  fireEvent.input(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.input(screen.getByLabelText(/^Repeat the new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('password reset link (spec section 2)', () => {
  it('sends the new password with the link’s token, then opens the casino page with the login modal', async () => {
    let sent: unknown = null;
    server.use(
      mockEndpoint(endpoints.resetPassword, ({ body }) => {
        sent = body;
        return null;
      }),
    );
    const { router } = renderReset('tok-reset');
    submitNewPassword('Secret-pass-42');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/casino?modal=login'),
    );
    expect(sent).toEqual({ token: 'tok-reset', password: 'Secret-pass-42' });
  });

  it('says an expired link ran out and offers a new one, keeping what was typed', async () => {
    server.use(mockEndpoint(endpoints.resetPassword, contractError(400, 'TOKEN_EXPIRED', 'This link has expired')));
    renderReset('tok-old');
    submitNewPassword('Secret-pass-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Secret-pass-42');
  });
});
