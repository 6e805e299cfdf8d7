import { defaultSettings } from '@casino/api-contract';
import { userDetailsFixture } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../testing';
import { AccountLinkModal } from './AccountLinkModal';

const params = new URLSearchParams('modal=account-link');

describe('AccountLinkModal (a token link that was not used)', () => {
  it('tells a signed-in player who they are still signed in as, how to use the link, and closes on Continue', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const player = userDetailsFixture({ getUser: { nickname: 'MaxPlayer' } });
    renderAuth(<AccountLinkModal open onClose={onClose} params={params} settings={defaultSettings} />, {
      user: player,
      route: '/casino?modal=account-link',
    });
    const dialog = await screen.findByRole('dialog', { name: 'You are still signed in as MaxPlayer' });
    expect(dialog).toHaveTextContent('To use the link, log out, then open it again.');
    await user.click(screen.getByTestId('account-link-continue'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('names the player by email when they have no nickname, and reads in Arabic', async () => {
    const player = userDetailsFixture({ getUser: { nickname: null, email: 'ana@casino.example' } });
    renderAuth(<AccountLinkModal open onClose={() => undefined} params={params} settings={defaultSettings} />, {
      user: player,
      lng: 'ar',
      route: '/?modal=account-link',
    });
    expect(
      await screen.findByRole('dialog', { name: 'ما زلت مسجلاً الدخول باسم ana@casino.example' }),
    ).toBeInTheDocument();
  });

  it('tells a guest only that no link was used, and offers the login', async () => {
    renderAuth(<AccountLinkModal open onClose={() => undefined} params={params} settings={defaultSettings} />, {
      route: '/?modal=account-link',
    });
    expect(await screen.findByRole('dialog', { name: 'No sign-in link was used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?modal=login');
  });
});
