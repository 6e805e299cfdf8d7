import { defaultSettings, endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { SessionProvider, signedOutState } from '@casino/session';
import { clearBrowserQueryCache } from '@casino/query';
import { authModalNames } from '@casino/site';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@casino/translate';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceHandlers } from './lib/data/referenceHandlers';
import { authModals } from './modals';

mockServer(
  ...referenceHandlers,
  mockEndpoint(endpoints.verifyEmail, contractError(400, 'TOKEN_INVALID', 'This link is invalid')),
);

// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

/** The modal host's view of a modal: no query cache of the page around it (the guest home page has none). */
function openFromRegistry(name: (typeof authModalNames)[number]) {
  const Modal = authModals[name];
  const params = new URLSearchParams(`modal=${name}&token=tok`);
  const router = createMemoryRouter(
    [{ path: '*', element: <Modal open onClose={() => undefined} params={params} settings={defaultSettings} /> }],
    {
      initialEntries: [`/?${params}`],
    },
  );
  render(
    <I18nProvider i18n={createI18n({ lng: 'en', translations: bundledTranslations('en') })}>
      <ThemeProvider theme={baseTheme} dir="ltr">
        <SessionProvider initial={signedOutState}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
}

// A worker's first render of the login and registration forms (in the login and linked-signup modals) inserts and
// parses their styles and compiles their code (about half a second in jsdom): done once here, not by the tests that
// open them first. The tests then start from an empty cache, as a visit does.
beforeAll(async () => {
  for (const name of ['login', 'linked-signup'] as const) {
    openFromRegistry(name);
    await screen.findByLabelText(/^Email/);
    cleanup();
  }
  clearBrowserQueryCache();
});

describe('the account modals of the registry', () => {
  it.each([...authModalNames])('%s opens over a page without a query cache of its own', async (name) => {
    openFromRegistry(name);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
