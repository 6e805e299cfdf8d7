import { defaultSettings, endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { userDetailsFixture } from '@casino/session/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceHandlers } from '../data/referenceHandlers';
import { button, fill, renderAuth, type User } from '../testing';
import { registrationBlock, SignUpForm, SIGNUP_ERROR_EVENT, SIGNUP_EVENT } from './SignUpForm';

const server = mockServer(...referenceHandlers, mockEndpoint(endpoints.getUserDetails, userDetailsFixture()));
// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

// A worker's first render of the form inserts and parses its styles and compiles its code (about half a second in
// jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  renderAuth(<SignUpForm mode="email" settings={defaultSettings} onDone={() => undefined} />);
  await screen.findByLabelText(/^Email/);
  cleanup();
});
beforeEach(() => {
  for (const name of ['accessToken', 'registered_user']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

const signedUp = {
  accessToken: 'tok-new',
  createUser: {
    userId: 99,
    email: 'ana@casino.example',
    currencyCode: 'EUR',
    countryCode: 'MT',
    isEmailVerified: false,
  },
};

/**
 * The form's fields, found by their labels once it is shown, before anything is typed. A label query after a change to
 * the page works out the labels of every field again (a walk of the whole document per label); queries in a row, with
 * nothing changed between them, reuse them and cost half as much.
 */
async function formFields() {
  const email = await screen.findByLabelText(/^Email/);
  return {
    email,
    password: screen.getByLabelText(/^Password/),
    firstName: screen.getByLabelText(/^First name/),
    lastName: screen.getByLabelText(/^Last name/),
    adult: screen.getByLabelText(/I am over 18/),
    submit: button('Create account'),
  };
}

/** Fills the form and waits until it may be sent (the form checks itself asynchronously). */
async function fillValidForm(user: User) {
  const fields = await formFields();
  await fill(user, fields.email, 'ana@casino.example');
  await fill(user, fields.password, 'Secret#123');
  await fill(user, fields.firstName, 'Ana');
  await fill(user, fields.lastName, 'Smith');
  await user.click(fields.adult);
  await waitFor(() => expect(fields.submit).toBeEnabled());
  return fields;
}

describe('SignUpForm', () => {
  const strictPasswords = { ...defaultSettings, passwordRequireUppercase: true };

  it('keeps submit disabled while untouched or invalid', async () => {
    renderAuth(<SignUpForm mode="email" settings={strictPasswords} onDone={() => undefined} />);
    const user = userEvent.setup();
    const { email, password, submit } = await formFields();
    expect(submit).toBeDisabled();
    await fill(user, email, 'ana@');
    // On to the next field (a click: user-event's Tab computes the styles of every field to find the next one).
    await user.click(password);
    // Once the form has checked what was typed.
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('names each broken rule', async () => {
    renderAuth(<SignUpForm mode="email" settings={strictPasswords} onDone={() => undefined} />);
    const user = userEvent.setup();
    const { email, password, firstName, lastName } = await formFields();
    await fill(user, email, 'ana@');
    await fill(user, password, 'abc');
    await user.click(firstName);
    await user.click(lastName);
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    await user.clear(password);
    await user.paste('abcdef');
    expect(await screen.findByText('Password must contain at least one uppercase character')).toBeInTheDocument();
  });

  it('shows only the fields the backend lists: 0 hides a field', async () => {
    renderAuth(<SignUpForm mode="email" settings={defaultSettings} onDone={() => undefined} />);
    await screen.findByLabelText(/^Email/);
    expect(screen.queryByLabelText(/City/)).toBeNull();
    expect(screen.queryByLabelText(/Nickname/)).toBeNull();
    expect(screen.getByLabelText(/Promo code/)).toBeInTheDocument();
    // Newsletter is on by default; the country comes from the visitor's location.
    expect(screen.getByLabelText(/news/)).toBeChecked();
    expect(screen.getByLabelText(/Country/)).toHaveValue('MT');
  });

  it('registers, sets the registered_user cookie, fires user:signup and signs the player in', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      mockEndpoint(endpoints.signUp, ({ body: sent }) => {
        body = sent as Record<string, unknown>;
        return signedUp;
      }),
    );
    const onDone = vi.fn();
    const events: string[] = [];
    window.addEventListener(SIGNUP_EVENT, () => events.push(SIGNUP_EVENT));
    renderAuth(<SignUpForm mode="email" settings={defaultSettings} onDone={onDone} />);
    const user = userEvent.setup();
    await user.click((await fillValidForm(user)).submit);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: 'signedIn' })));
    expect(body).toMatchObject({
      email: 'ana@casino.example',
      password: 'Secret#123',
      firstName: 'Ana',
      newsLetter: true,
      countryCode: 'MT',
      gender: 'Not to say',
    });
    expect(document.cookie).toContain('registered_user=1');
    expect(document.cookie).toContain('accessToken=tok-new');
    expect(events).toEqual([SIGNUP_EVENT]);
  });

  it('shows the server message, fires user:errorSignup and keeps everything typed', async () => {
    server.use(mockEndpoint(endpoints.signUp, contractError(400, 'VALIDATION_ERROR', 'Promo code expired')));
    const failures: string[] = [];
    window.addEventListener(SIGNUP_ERROR_EVENT, () => failures.push(SIGNUP_ERROR_EVENT));
    renderAuth(<SignUpForm mode="email" settings={defaultSettings} onDone={() => undefined} />);
    const user = userEvent.setup();
    const { submit, email, firstName } = await fillValidForm(user);
    await user.click(submit);
    // The message, then the alert it is in: a role query works out the role of every element of the form on each try.
    expect((await screen.findByText('Promo code expired')).closest('[role="alert"]')).not.toBeNull();
    expect(failures).toEqual([SIGNUP_ERROR_EVENT]);
    // The same fields, still shown (not a new form) and still filled.
    expect(email).toBeInTheDocument();
    expect(email).toHaveValue('ana@casino.example');
    expect(firstName).toBeInTheDocument();
    expect(firstName).toHaveValue('Ana');
    expect(document.cookie).not.toContain('registered_user=1');
  });

  it('says msg.try.again when the answer has no message of the contract', async () => {
    // A proxy's error page, not the contract's envelope.
    server.use(mockEndpoint(endpoints.signUp, new Response('upstream down', { status: 502 })));
    renderAuth(<SignUpForm mode="email" settings={defaultSettings} onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.click((await fillValidForm(user)).submit);
    expect(
      (await screen.findByText('Something went wrong. Please try again.')).closest('[role="alert"]'),
    ).not.toBeNull();
  });

  it('is unavailable in a restricted country and outside a mirror domain window', async () => {
    server.use(
      mockEndpoint(endpoints.getLocation, {
        location: { country: { code: 'US' }, ipInfo: { ip: '203.0.113.9', country: 'US' } },
      }),
    );
    renderAuth(
      <SignUpForm
        mode="email"
        settings={{ ...defaultSettings, excludedCountryCodeList: 'US,GB' }}
        onDone={() => undefined}
      />,
    );
    expect(await screen.findByText('Registration is not available in your country.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();

    const mirror = {
      url: 'm.test',
      domainId: 3,
      settings: {
        loginOff: false,
        registrationConfigs: [{ country: 'DE', time: [{ from: '22:00', to: '06:00', deviceType: 'desktop' }] }],
      },
    };
    const where = { country: 'DE', ip: '1.2.3.4' };
    expect(registrationBlock(defaultSettings, where, mirror, 'desktop', new Date('2026-11-23T12:00:00Z'))).toBe(
      'mirrorWindow',
    );
    expect(registrationBlock(defaultSettings, where, mirror, 'desktop', new Date('2026-11-23T23:30:00Z'))).toBeNull();
    expect(
      registrationBlock(
        { ...defaultSettings, excludedCountryCodeList: 'DE', whitelistedIPs: '1.2.3.4' },
        where,
        null,
        'desktop',
        new Date(),
      ),
    ).toBeNull();
  });
});
