import { endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userDetailsFixture } from '@casino/session/testing';
import { renderAuth } from '../testing';
import { CredentialsSave, credentialsText } from './CredentialsSave';

const server = mockServer();

describe('1-click credentials save screen', () => {
  it('shows the generated login and password, copies them, and mails them to an address the player gives', async () => {
    document.cookie = 'accessToken=tok-1; Path=/';
    let mailed: Record<string, unknown> = {};
    server.use(
      mockEndpoint(endpoints.sendCredentials, ({ body }) => {
        mailed = body as Record<string, unknown>;
        return null;
      }),
    );
    const onDone = vi.fn();
    renderAuth(<CredentialsSave login="player-1@no-email.invalid" password="Gen#7Aa" onDone={onDone} />, { user: userDetailsFixture() });
    expect(screen.getByTestId('credentials-login')).toHaveTextContent('player-1@no-email.invalid');
    expect(screen.getByTestId('credentials-password')).toHaveTextContent('Gen#7Aa');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(credentialsText({ login: 'Login', password: 'Password' }, 'player-1@no-email.invalid', 'Gen#7Aa'));
    await user.type(screen.getByRole('textbox', { name: /Send them to my email/ }), 'ana@casino.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mailed).toEqual({ email: 'ana@casino.example', password: 'Gen#7Aa' }));
    expect(await screen.findByText('Sent to ana@casino.example.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalled();
  });
});
