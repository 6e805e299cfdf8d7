import { mergeSettings } from '@casino/api-contract';
import { baseTheme } from '@casino/design-system';
import { rememberTranslations } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { uncheckedState } from '@casino/session';
import type { BrandConfig } from '@casino/site';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandRootApp } from './BrandRoot';
import type { BrandRootData } from './brandRootData';

// What the root loader keeps for the render: the page's translations under the version its data names.
rememberTranslations('en', 'test', bundledTranslations('en'));
const brand: BrandConfig = {
  id: 'test',
  name: 'Test Casino',
  navigationSystem: 'basic',
  defaultLocale: 'en',
  themeColor: '#000000',
  faviconSvg: '<svg/>',
};

function rootData(overrides: Partial<BrandRootData> = {}): BrandRootData {
  return {
    lng: 'en',
    dir: 'ltr',
    translationsVersion: 'test',
    showKeys: false,
    brandName: 'Test Casino',
    navigationSystem: 'basic',
    settings: mergeSettings({ brandName: 'Test Casino' }),
    session: { status: 'signedOut', depositCount: 0 },
    isBot: false,
    consentAccepted: false,
    countryBlock: null,
    ...overrides,
  };
}

async function renderRoot(data: BrandRootData) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => data,
        element: <BrandRootApp brand={brand} theme={baseTheme} Logo={({ brandName }) => <span>{brandName}</span>} />,
        children: [{ index: true, element: <h1>Lobby</h1> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Lobby' });
}

const blockedInUs: NonNullable<BrandRootData['countryBlock']> = {
  blocked: true,
  country: 'US',
  ip: '198.51.100.7',
  detectedAt: '2026-11-22T10:00:00.000Z',
  excludedCountries: ['US'],
  whitelistedByQuery: false,
  reverseGeocodeUrl: 'https://geo.test/{lat}/{lon}',
};

// Page services (tracking, scripts) call the API after hydration; answer them as the backend would.
const stubBackend = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 })),
  );
beforeEach(stubBackend);
afterEach(() => vi.unstubAllGlobals());
// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage =
    'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

// A worker's first render of the shell inserts and parses its styles and compiles its code (about half a second in
// jsdom), and so does the country block's popup (its page lock a lazily loaded module, its overlay the first CSS
// color-mix() jsdom reads, which sets up its colour parser): done once here, not by whichever test shows them first.
beforeAll(async () => {
  stubBackend();
  await renderRoot(rootData());
  cleanup();
  await renderRoot(rootData({ consentAccepted: true, countryBlock: blockedInUs }));
  await screen.findByRole('dialog');
  cleanup();
  vi.unstubAllGlobals();
});

describe('brand root', () => {
  it('puts the page in the shell with the cookie banner for a visitor who has not accepted', async () => {
    await renderRoot(rootData());
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a player whose token the server could not check a player: their place held, no "Log in"', async () => {
    await renderRoot(rootData({ session: uncheckedState }));
    expect(screen.getByTestId('header-session-restoring')).toHaveTextContent('Loading your account…');
    expect(screen.getByTestId('account-menu-button')).toBeInTheDocument();
    // By its text, the link's only content: a role query names every link of the shell.
    expect(screen.queryByText('Log in')).toBeNull();
  });

  it('shows the country block the loader decided on, and no banner once accepted', async () => {
    await renderRoot(rootData({ consentAccepted: true, countryBlock: blockedInUs }));
    expect(await screen.findByRole('dialog', { name: 'Access from your country is restricted' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
  });
});
