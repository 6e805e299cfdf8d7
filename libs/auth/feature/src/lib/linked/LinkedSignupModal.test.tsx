import { defaultSettings, endpoints } from '@casino/api-contract';
import { mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme } from '@casino/design-system';
import { userDetailsFixture } from '@casino/session/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceHandlers } from '../data/referenceHandlers';
import { button, fill, renderAuth } from '../testing';
import { LinkedSignupModal } from './LinkedSignupModal';

const server = mockServer(...referenceHandlers);
const params = new URLSearchParams('modal=linked-signup&uuid=link-42');

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
  renderAuth(<LinkedSignupModal open onClose={() => undefined} params={params} settings={defaultSettings} />, {
    route: `/?${params}`,
  });
  await screen.findByLabelText(/^Email/);
  cleanup();
});
beforeEach(() => {
  document.cookie = 'accessToken=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('LinkedSignupModal (spec sections 2 and 4)', () => {
  it('is titled with the profile text; a signed-in player completes the profile as "Update Form" and it closes', async () => {
    const player = userDetailsFixture({
      getUser: { city: null, zipCode: null, address: null, isEmailVerified: false, kycStatus: 'NOT_STARTED' },
    });
    let body: Record<string, unknown> = {};
    server.use(
      mockEndpoint(endpoints.updateUserDetails, ({ body: sent }) => {
        body = sent as Record<string, unknown>;
        return { getUser: player.getUser };
      }),
      mockEndpoint(endpoints.getUserDetails, player),
    );
    document.cookie = 'accessToken=tok-player; Path=/';
    const onClose = vi.fn();
    renderAuth(<LinkedSignupModal open onClose={onClose} params={params} settings={defaultSettings} />, {
      user: player,
      route: `/?${params}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(dialog).toBeInTheDocument();
    // Label queries find the fields: a role query computes the styles of the whole form again after every change.
    const form = within(dialog);
    const user = userEvent.setup();
    // Found together once the form is there: a label query after a change to the page works out the labels of every
    // field again, and queries in a row reuse them.
    const city = await form.findByLabelText(/^City/);
    const postalCode = form.getByLabelText(/^Postal code/);
    const address = form.getByLabelText(/^Address/);
    const join = button('Join', form);
    await fill(user, city, 'Valletta');
    await fill(user, postalCode, 'VLT 1');
    await fill(user, address, 'Main St 1');
    await user.click(join);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toMatchObject({ updateFrom: 'Update Form', city: 'Valletta', zipCode: 'VLT 1', address: 'Main St 1' });
  });

  it('registers a guest with the link flag and signs them in', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      mockEndpoint(endpoints.signUp, ({ body: sent }) => {
        body = sent as Record<string, unknown>;
        return {
          accessToken: 'tok-linked',
          createUser: {
            userId: 5,
            email: 'ana@casino.example',
            currencyCode: 'EUR',
            countryCode: 'MT',
            isEmailVerified: false,
          },
        };
      }),
      mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
    );
    const onClose = vi.fn();
    renderAuth(<LinkedSignupModal open onClose={onClose} params={params} settings={defaultSettings} />, {
      route: `/?${params}`,
    });
    const user = userEvent.setup();
    // Found together once the form is there: a label query after a change to the page works out the labels of every
    // field again, and queries in a row reuse them.
    const email = await screen.findByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    const firstName = screen.getByLabelText(/^First name/);
    const lastName = screen.getByLabelText(/^Last name/);
    const adult = screen.getByLabelText(/I am over 18/);
    const join = button('Join');
    await fill(user, email, 'ana@casino.example');
    await fill(user, password, 'Secret#123');
    await fill(user, firstName, 'Ana');
    await fill(user, lastName, 'Smith');
    await user.click(adult);
    // The form checks itself asynchronously: Join is enabled a moment after the last change.
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body['linkedAccountUuid']).toBe('link-42');
    expect(document.cookie).toContain('accessToken=tok-linked');
  });

  it('goes to the edit-profile page when closed', async () => {
    const { router } = renderAuth(
      <LinkedSignupModal open onClose={() => undefined} params={params} settings={defaultSettings} />,
      { route: `/casino?${params}` },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit-profile'));
  });
});
