import { defaultSettings, endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { userDetailsFixture } from '@casino/session/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceHandlers } from '../data/referenceHandlers';
import { renderAuth } from '../testing';
import { registrationBlock, SignUpForm, SIGNUP_ERROR_EVENT, SIGNUP_EVENT } from './SignUpForm';

const server = mockServer(
  ...referenceHandlers,
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
);
beforeEach(() => {
  for (const name of ['accessToken', 'registered_user']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

const signedUp = { accessToken: 'tok-new', createUser: { userId: 99, email: 'ana@casino.example', currencyCode: 'EUR', countryCode: 'MT', isEmailVerified: false } };

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ana@casino.example');
  await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Smith');
  await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
}

describe('SignUpForm', () => {
  it('keeps submit disabled while untouched or invalid, and names each broken rule', async () => {
    renderAuth(<SignUpForm mode="email" settings={{ ...defaultSettings, passwordRequireUppercase: true }} onDone={() => undefined} />);
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Create account' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.click(screen.getByRole('textbox', { name: /First name/ }));
    await user.tab();
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'abcdef');
    expect(await screen.findByText('Password must contain at least one uppercase character')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows only the fields the backend lists: 0 hides a field', async () => {
    renderAuth(<SignUpForm mode="email" settings={defaultSettings} onDone={() => undefined} />);
    await screen.findByRole('textbox', { name: /Email/ });
    expect(screen.queryByRole('textbox', { name: /City/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Nickname/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Promo code/ })).toBeInTheDocument();
    // Newsletter is on by default; the country comes from the visitor's location.
    expect(screen.getByRole('checkbox', { name: /news/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('MT');
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
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: 'signedIn' })));
    expect(body).toMatchObject({ email: 'ana@casino.example', password: 'Secret#123', firstName: 'Ana', newsLetter: true, countryCode: 'MT', gender: 'Not to say' });
    expect(document.cookie).toContain('registered_user=1');
    expect(document.cookie).toContain('accessToken=tok-new');
    expect(events).toEqual([SIGNUP_EVENT]);
  });

  it('shows the server message (or msg.try.again), fires user:errorSignup and keeps everything typed', async () => {
    server.use(mockEndpoint(endpoints.signUp, contractError(400, 'VALIDATION_ERROR', 'Promo code expired')));
    const failures: string[] = [];
    window.addEventListener(SIGNUP_ERROR_EVENT, () => failures.push(SIGNUP_ERROR_EVENT));
    renderAuth(<SignUpForm mode="email" settings={defaultSettings} onDone={() => undefined} />);
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Promo code expired');
    expect(failures).toEqual([SIGNUP_ERROR_EVENT]);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ana@casino.example');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
    expect(document.cookie).not.toContain('registered_user=1');

    // A proxy's error page, not the contract's envelope.
    server.use(mockEndpoint(endpoints.signUp, new Response('upstream down', { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
  });

  it('is unavailable in a restricted country and outside a mirror domain window', async () => {
    server.use(mockEndpoint(endpoints.getLocation, { location: { country: { code: 'US' }, ipInfo: { ip: '203.0.113.9', country: 'US' } } }));
    renderAuth(<SignUpForm mode="email" settings={{ ...defaultSettings, excludedCountryCodeList: 'US,GB' }} onDone={() => undefined} />);
    expect(await screen.findByText('Registration is not available in your country.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();

    const mirror = { url: 'm.test', domainId: 3, settings: { loginOff: false, registrationConfigs: [{ country: 'DE', time: [{ from: '22:00', to: '06:00', deviceType: 'desktop' }] }] } };
    const where = { country: 'DE', ip: '1.2.3.4' };
    expect(registrationBlock(defaultSettings, where, mirror, 'desktop', new Date('2026-11-23T12:00:00Z'))).toBe('mirrorWindow');
    expect(registrationBlock(defaultSettings, where, mirror, 'desktop', new Date('2026-11-23T23:30:00Z'))).toBeNull();
    expect(registrationBlock({ ...defaultSettings, excludedCountryCodeList: 'DE', whitelistedIPs: '1.2.3.4' }, where, null, 'desktop', new Date())).toBeNull();
  });
});
