import { defaultSettings, endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../testing';
import { VerifyEmailModal } from './PasswordModals';

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
