import { mergeSettings } from '@casino/api-contract';
import { baseTheme } from '@casino/design-system';
import { rememberTranslations } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { pageRouteModules, type BrandConfig } from '@casino/site';
import ComingSoonRoute, { loader as comingSoonLoader } from '@casino/shell/routes/coming-soon';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandRootApp } from '../lib/BrandRoot';
import type { BrandRootData } from '../lib/brandRootData';
import { pageModules } from '../lib/pageModules';
import CatchAllRoute, { loader as catchAllLoader } from './catch-all';

// Every page module the `*` route can render, by its specifier. All are loaded with this file (seconds the first time,
// for the modules and all they import): the tests render and compare modules already loaded, not load them.
const bySpecifier: Record<string, () => Promise<unknown>> = {
  '@casino/lobby-feature/routes/home': () => import('@casino/lobby-feature/routes/home'),
  '@casino/auth-feature/routes/edit-profile': () => import('@casino/auth-feature/routes/edit-profile'),
  '@casino/auth-feature/routes/profile': () => import('@casino/auth-feature/routes/profile'),
  '@casino/lobby-feature/routes/casino': () => import('@casino/lobby-feature/routes/casino'),
  '@casino/lobby-feature/routes/providers': () => import('@casino/lobby-feature/routes/providers'),
  '@casino/lobby-feature/routes/favorites': () => import('@casino/lobby-feature/routes/favorites'),
  '@casino/lobby-feature/routes/game': () => import('@casino/lobby-feature/routes/game'),
  '@casino/lobby-feature/routes/play': () => import('@casino/lobby-feature/routes/play'),
  '@casino/tournaments-feature/routes/tournaments': () => import('@casino/tournaments-feature/routes/tournaments'),
  '@casino/tournaments-feature/routes/tournament': () => import('@casino/tournaments-feature/routes/tournament'),
  '@casino/rewards-feature/routes/promotions': () => import('@casino/rewards-feature/routes/promotions'),
  '@casino/rewards-feature/routes/cashback': () => import('@casino/rewards-feature/routes/cashback'),
  '@casino/rewards-feature/routes/bonuses': () => import('@casino/rewards-feature/routes/bonuses'),
  '@casino/rewards-feature/routes/freemoney': () => import('@casino/rewards-feature/routes/freemoney'),
  '@casino/rewards-feature/routes/my-bonuses': () => import('@casino/rewards-feature/routes/my-bonuses'),
  '@casino/rewards-feature/routes/vip-club': () => import('@casino/rewards-feature/routes/vip-club'),
  '@casino/cashier-feature/routes/wallet': () => import('@casino/cashier-feature/routes/wallet'),
  '@casino/cashier-feature/routes/deposit': () => import('@casino/cashier-feature/routes/deposit'),
  '@casino/cashier-feature/routes/withdraw': () => import('@casino/cashier-feature/routes/withdraw'),
  '@casino/account-feature/routes/history': () => import('@casino/account-feature/routes/history'),
  '@casino/account-feature/routes/verification': () => import('@casino/account-feature/routes/verification'),
  '@casino/responsible-gaming-feature/routes/limits': () => import('@casino/responsible-gaming-feature/routes/limits'),
  '@casino/referral-feature/routes/referral': () => import('@casino/referral-feature/routes/referral'),
  '@casino/responsible-gaming-feature/routes/freeze-account': () => import('@casino/responsible-gaming-feature/routes/freeze-account'),
  '@casino/responsible-gaming-feature/routes/responsible-gambling': () => import('@casino/responsible-gaming-feature/routes/responsible-gambling'),
};
await Promise.all(Object.values(bySpecifier).map((load) => load()));

// What the root loader keeps for the render: the page's translations under the version its data names.
rememberTranslations('en', 'test', bundledTranslations('en'));
const brand: BrandConfig = { id: 'test', name: 'Test Casino', navigationSystem: 'basic', defaultLocale: 'en', themeColor: '#000000', faviconSvg: '<svg/>' };
const settings = mergeSettings({ brandName: 'Test Casino', pageUrls: { tournaments: '/races', home: '/lobby', cookiePolicy: '/cookies' } });
const data: BrandRootData = {
  lng: 'en', dir: 'ltr', translationsVersion: 'test', showKeys: false, brandName: 'Test Casino', navigationSystem: 'basic',
  settings, session: { status: 'signedOut', depositCount: 0 }, isBot: false, consentAccepted: false, countryBlock: null,
};
// What the brand server gives every loader.
const context = { settings };
const withContext = (loader: (args: LoaderFunctionArgs) => unknown) => (args: LoaderFunctionArgs) => loader({ ...args, context });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => data,
        element: <BrandRootApp brand={brand} theme={baseTheme} Logo={({ brandName }: { brandName: string }) => <span>{brandName}</span>} />,
        children: [
          { id: 'tournaments', path: 'tournaments', loader: withContext(comingSoonLoader), element: <ComingSoonRoute /> },
          { id: 'not-found', path: '*', loader: withContext(catchAllLoader), element: <CatchAllRoute /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const stubBackend = () => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 })));
beforeEach(stubBackend);
afterEach(() => vi.unstubAllGlobals());
// jsdom reads the theme's CSS colour functions (color-mix() overlays and shadows, gradients) with a parser that sets
// itself up on the first value of each kind: a few tenths of a second, paid here rather than by the first test to show one.
beforeAll(() => {
  const probe = document.createElement('div').style;
  probe.background = baseTheme.color.overlay;
  probe.backgroundImage = 'linear-gradient(90deg, transparent, transparent), radial-gradient(circle, transparent, transparent)';
});

// A worker's first render of the shell and a page inserts and parses its styles and compiles its code (about half a
// second in jsdom): done once here, not by whichever test runs first.
beforeAll(async () => {
  stubBackend();
  renderAt('/lobby');
  await screen.findByText('Browse games');
  cleanup();
  vi.unstubAllGlobals();
});

describe("settings' page-URL list in a brand", () => {
  it('renders a moved page at its URL inside the layout, whose links point there', async () => {
    renderAt('/races');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    // The links by their text, then their role and name: a role query names every link of the shell.
    const tournaments = within(screen.getByRole('navigation', { name: 'Main' })).getByText('Tournaments');
    expect(tournaments).toHaveRole('link');
    expect(tournaments).toHaveAccessibleName('Tournaments');
    expect(tournaments).toHaveAttribute('href', '/races');
    const cookiePolicy = within(screen.getByRole('region', { name: 'We use cookies' })).getByText('Cookie policy');
    expect(cookiePolicy).toHaveRole('link');
    expect(cookiePolicy).toHaveAccessibleName('Cookie policy');
    expect(cookiePolicy).toHaveAttribute('href', '/cookies');
  });

  it('sends the old URL to the new one, keeping the query', async () => {
    const router = renderAt('/tournaments?tab=live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/races');
    expect(router.state.location.search).toBe('?tab=live');
  });

  it("renders a page module (the lobby) where settings put its page, with the module's own loader", async () => {
    renderAt('/lobby');
    // The link by its text, then its role and name: a role query names every link of the page (0.4 s), and findByRole
    // does so again at each change while the page loads.
    const browse = await within(await screen.findByRole('main')).findByText('Browse games');
    expect(browse).toHaveRole('link');
    expect(browse).toHaveAccessibleName('Browse games');
  });

  it('keeps unknown URLs the 404 page', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the page modules the `*` route can render', () => {
  it('are the route table’s page modules, each the very module its specifier names', async () => {
    expect(Object.keys(pageModules).sort()).toEqual(Object.keys(pageRouteModules).sort());
    for (const [page, specifier] of Object.entries(pageRouteModules)) {
      const expected = bySpecifier[specifier];
      if (!expected) throw new Error(`add ${specifier} to this test and to pageModules`);
      expect(await pageModules[page as keyof typeof pageModules]?.(), page).toBe(await expected());
    }
  });
});
