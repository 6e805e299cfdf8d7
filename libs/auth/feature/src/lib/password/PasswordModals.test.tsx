import { defaultSettings } from '@casino/api-contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAuth } from '../testing';
import { VerifyEmailModal } from './PasswordModals';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderVerify(token: string) {
  const params = new URLSearchParams(`modal=verify-email&token=${token}`);
  return renderAuth(<VerifyEmailModal open onClose={() => undefined} params={params} settings={defaultSettings} />, { route: `/?${params}` });
}

describe('email verification link (spec section 2 redirects)', () => {
  it('verifies, then opens the casino page with the login modal', async () => {
    let sent = '';
    server.use(
      http.post('*/api/user/verify-email', async ({ request }) => {
        sent = ((await request.json()) as { token: string }).token;
        return HttpResponse.json({ success: true, data: { email: 'ana@casino.example', isEmailVerified: true } });
      }),
    );
    const { router } = renderVerify('tok-ok');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/casino?modal=login'));
    expect(sent).toBe('tok-ok');
  });

  it('sends an expired link to the home page with modal=verify-email-expired', async () => {
    server.use(http.post('*/api/user/verify-email', () => HttpResponse.json({ success: false, error: { code: 'VERIFICATION_EXPIRED', message: 'This link has expired' } }, { status: 400 })));
    const { router } = renderVerify('tok-old');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?modal=verify-email-expired'));
  });

  it('says so when the link is invalid, and stays', async () => {
    server.use(http.post('*/api/user/verify-email', () => HttpResponse.json({ success: false, error: { code: 'TOKEN_INVALID', message: 'This link is invalid or was already used' } }, { status: 400 })));
    const { router } = renderVerify('tok-bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or was already used.');
    expect(router.state.location.search).toContain('modal=verify-email');
  });
});
