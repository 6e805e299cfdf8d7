import { defaultSettings as defaults, endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { userDetailsFixture } from '@casino/session/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { referenceHandlers } from '../data/referenceHandlers';
import { fill, renderAuth } from '../testing';
import { LoginModal } from './LoginModal';

const server = mockServer(...referenceHandlers, mockEndpoint(endpoints.getUserDetails, userDetailsFixture()));
beforeEach(() => {
  document.cookie = 'accessToken=; Max-Age=0; Path=/';
  localStorage.clear();
});

function renderLogin(settings = {}) {
  return renderAuth(<Modal />, { route: '/casino?modal=login', settings });
  function Modal() {
    return (
      <LoginModal
        open
        onClose={() => undefined}
        params={new URLSearchParams('modal=login')}
        settings={{ ...defaults, ...settings }}
      />
    );
  }
}

/**
 * The form's Log in button, checked for its role and name (the dialog's title says Log in too): a role query would
 * compute the styles of every button of the dialog.
 */
function logInButton() {
  const found = within(screen.getByTestId(/^login-form-/)).getByText('Log in');
  expect(found).toHaveRole('button');
  expect(found).toHaveAccessibleName('Log in');
  return found;
}

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

// A worker's first render of the modal inserts and parses its styles and compiles its code (about half a second in
// jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  renderLogin();
  await screen.findByLabelText(/^Email/);
  cleanup();
});

describe('LoginModal', () => {
  it('sends the spec login body, keeps the token, reads the player and signs the session in', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      mockEndpoint(endpoints.login, ({ body: sent }) => {
        body = sent as Record<string, unknown>;
        return {
          accessToken: 'tok-1',
          lastLogin: { created_at: '2026-11-01T10:00:00.000Z', ip: '198.51.100.4', location: 'MT' },
          locale: 'en',
          cpnc: null,
          userId: 1,
        };
      }),
    );
    renderLogin();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Email/), 'player@demo.test');
    await fill(user, screen.getByLabelText(/^Password/), 'Demo#2024');
    await user.click(logInButton());
    await waitFor(() => expect(document.cookie).toContain('accessToken=tok-1'));
    expect(body).toMatchObject({
      email: 'player@demo.test',
      password: 'Demo#2024',
      userDeviceType: expect.any(String),
      screenResolution: expect.any(String),
      uidToken: expect.any(String),
    });
    expect(localStorage.getItem('accessToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('lastLogin') ?? '{}')).toMatchObject({ ip: '198.51.100.4' });
  });

  it("shows the refusal in the player's language and keeps what they typed", async () => {
    server.use(mockEndpoint(endpoints.login, contractError(401, 'INVALID_CREDENTIALS', 'Wrong email or password')));
    renderLogin();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Email/), 'player@demo.test');
    await fill(user, screen.getByLabelText(/^Password/), 'nope');
    await user.click(logInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('player@demo.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('nope');
    expect(document.cookie).not.toContain('accessToken=');
  });

  it('checks the fields before calling: a bad email and an empty password are named', async () => {
    renderLogin();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Email/), 'player@');
    await user.click(logInButton());
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('offers email, phone and 1-click tabs where settings allow', () => {
    renderLogin({ phoneRegistration: true, oneClickRegistration: true });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Email', 'Phone', '1-click']);
  });

  it('logs in by phone with code and number', async () => {
    let identifier = '';
    server.use(
      mockEndpoint(endpoints.login, ({ body }) => {
        identifier = body?.email ?? '';
        return { accessToken: 'tok-2', lastLogin: null, locale: 'en', cpnc: null, userId: 1 };
      }),
    );
    renderLogin({ phoneRegistration: true, oneClickRegistration: true });
    const user = userEvent.setup();
    // The tab by its text, then its role and name, and the fields by their labels: a role query names every tab, field
    // and button of the dialog (at each try, for one waited for).
    const phoneTab = screen.getByText('Phone');
    expect(phoneTab).toHaveRole('tab');
    expect(phoneTab).toHaveAccessibleName('Phone');
    await user.click(phoneTab);
    await user.selectOptions(await screen.findByLabelText(/Code/), '+356');
    // The number field refuses keys other than digits: typed with letters, the rest pasted.
    const number = screen.getByLabelText(/Phone number/);
    await user.type(number, '79ab');
    expect(number).toHaveValue('79');
    await user.paste('123456');
    expect(number).toHaveValue('79123456');
    await fill(user, screen.getByLabelText(/^Password/), 'Demo#2024');
    await user.click(logInButton());
    await waitFor(() => expect(identifier).toBe('+35679123456'));
  });

  it('says msg.try.again when the server fails without a message of its own', async () => {
    // A gateway timeout whose body is no error the contract knows.
    server.use(
      mockEndpoint(
        endpoints.login,
        Response.json({ success: false, error: { code: 'X', message: 'x' } }, { status: 504 }),
      ),
    );
    renderLogin();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Email/), 'player@demo.test');
    await fill(user, screen.getByLabelText(/^Password/), 'Demo#2024');
    await user.click(logInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
