import { mergeSettings } from '@casino/api-contract';
import { baseTheme } from '@casino/design-system';
import { rememberTranslations } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { pageEntry, pageKeys, type BrandConfig } from '@casino/site';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandRootApp } from '../lib/BrandRoot';
import type { BrandRootData } from '../lib/brandRootData';
import { pageModules, type PageModule } from '../lib/pageModules';
import CatchAllRoute, { loader as catchAllLoader } from './catch-all';

// Every page module the `*` route can render (the registry's, made into lazy imports by Vite), all loaded with this
// file (seconds the first time, for the modules and all they import): the tests render modules already loaded.
const loadedModules = new Map<string, PageModule>();
await Promise.all(
  pageKeys.map(async (key) => {
    const load = pageModules[key];
    if (load) loadedModules.set(key, await load());
  }),
);
const tournamentsModule = loadedModules.get('tournaments');
if (!tournamentsModule?.loader) throw new Error('the registry gives the tournaments page a module with a loader');
const tournamentsLoader = tournamentsModule.loader;
const TournamentsRoute = tournamentsModule.default;

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
const settings = mergeSettings({
  brandName: 'Test Casino',
  pageUrls: { tournaments: '/races', home: '/lobby', cookiePolicy: '/cookies' },
});
const data: BrandRootData = {
  lng: 'en',
  dir: 'ltr',
  translationsVersion: 'test',
  showKeys: false,
  brandName: 'Test Casino',
  navigationSystem: 'basic',
  settings,
  session: { status: 'signedOut', depositCount: 0 },
  isBot: false,
  consentAccepted: false,
  countryBlock: null,
};
// What the brand server gives every loader.
const context = { settings };
const withContext = (loader: (args: LoaderFunctionArgs) => unknown) => (args: LoaderFunctionArgs) =>
  loader({ ...args, context });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => data,
        element: (
          <BrandRootApp
            brand={brand}
            theme={baseTheme}
            Logo={({ brandName }: { brandName: string }) => <span>{brandName}</span>}
          />
        ),
        children: [
          {
            id: 'tournaments',
            path: 'tournaments',
            loader: withContext(tournamentsLoader),
            element: <TournamentsRoute />,
          },
          { id: 'not-found', path: '*', loader: withContext(catchAllLoader), element: <CatchAllRoute /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

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

  it('renders the placeholder for a moved page without a module of its own, titled as the page', async () => {
    expect(pageEntry('cookiePolicy').module).toBeUndefined();
    renderAt('/cookies');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeInTheDocument();
    expect(
      within(main).getByText('We are putting the finishing touches to this page. It will be here soon.'),
    ).toBeInTheDocument();
  });

  it('keeps unknown URLs the 404 page', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the page modules the `*` route can render', () => {
  it("are the registry's: a page with a module has it (a component, a loader), a page without one has none", () => {
    for (const key of pageKeys) {
      const module = loadedModules.get(key);
      if (!pageEntry(key).module) {
        expect(pageModules[key], key).toBeUndefined();
        continue;
      }
      expect(typeof module?.default, key).toBe('function');
      expect(typeof module?.loader, key).toBe('function');
    }
  });

  it('are each the very module its specifier names, shared by the pages that name it', async () => {
    for (const key of pageKeys) {
      const specifier = pageEntry(key).module;
      if (!specifier) continue;
      // Resolved at run time through the lib's package.json exports, as the route table finds the file.
      expect(loadedModules.get(key), key).toBe(await import(/* @vite-ignore */ specifier));
    }
    expect(loadedModules.get('slots')).toBe(loadedModules.get('casino'));
  });
});
