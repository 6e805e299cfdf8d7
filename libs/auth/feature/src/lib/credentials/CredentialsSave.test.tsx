import { endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userDetailsFixture } from '@casino/session/testing';
import { button, fill, renderAuth } from '../testing';
import { CredentialsSave, credentialsText } from './CredentialsSave';

const server = mockServer();

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

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
    renderAuth(<CredentialsSave login="player-1@no-email.invalid" password="Gen#7Aa" onDone={onDone} />, {
      user: userDetailsFixture(),
    });
    expect(screen.getByTestId('credentials-login')).toHaveTextContent('player-1@no-email.invalid');
    expect(screen.getByTestId('credentials-password')).toHaveTextContent('Gen#7Aa');
    const user = userEvent.setup();
    // The buttons by their text and the field by its label (then checked for role and name): a role query names every
    // button and field of the screen.
    await user.click(button('Copy'));
    expect(await navigator.clipboard.readText()).toBe(
      credentialsText({ login: 'Login', password: 'Password' }, 'player-1@no-email.invalid', 'Gen#7Aa'),
    );
    // Pasted: this test is about what is sent, and each typed key draws the screen again.
    await fill(user, screen.getByLabelText(/Send them to my email/), 'ana@casino.example');
    await user.click(button('Send'));
    await waitFor(() => expect(mailed).toEqual({ email: 'ana@casino.example', password: 'Gen#7Aa' }));
    expect(await screen.findByText('Sent to ana@casino.example.')).toBeInTheDocument();
    await user.click(button('I have saved them'));
    expect(onDone).toHaveBeenCalled();
  });
});
