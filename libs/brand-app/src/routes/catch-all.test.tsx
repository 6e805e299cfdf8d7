import { mergeSettings } from '@casino/api-contract';
import { baseTheme } from '@casino/design-system';
import { bundledTranslations } from '@casino/i18n/server';
import { catchAllLoader, pageLoader } from '@casino/shell/server';
import { ComingSoonRoute } from '@casino/shell';
import type { BrandConfig } from '@casino/site';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandRootApp } from './BrandRoot';
import type { BrandRootData } from './brandRootData';
import { CatchAllRoute } from './CatchAllRoute';

const brand: BrandConfig = { id: 'test', name: 'Test Casino', navigationSystem: 'basic', defaultLocale: 'en', themeColor: '#000000', faviconSvg: '<svg/>' };
const settings = mergeSettings({ brandName: 'Test Casino', pageUrls: { tournaments: '/races', home: '/lobby', cookiePolicy: '/cookies' } });
const data: BrandRootData = {
  lng: 'en', dir: 'ltr', translations: bundledTranslations('en'), showKeys: false, brandName: 'Test Casino', navigationSystem: 'basic',
  settings, session: { status: 'signedOut', depositCount: 0 }, isBot: false, consentAccepted: false, countryBlock: null,
};
// What the brand server gives every loader.
const context = { settings };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => data,
        element: <BrandRootApp brand={brand} theme={baseTheme} Logo={({ brandName }) => <span>{brandName}</span>} />,
        children: [
          { id: 'tournaments', path: 'tournaments', loader: ({ request }: LoaderFunctionArgs) => pageLoader({ request, context }), element: <ComingSoonRoute /> },
          { id: 'not-found', path: '*', loader: ({ request }: LoaderFunctionArgs) => catchAllLoader({ request, context }), element: <CatchAllRoute /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 })));
});
afterEach(() => vi.unstubAllGlobals());

describe("settings' page-URL list in a brand", () => {
  it('renders a moved page at its URL inside the layout, whose links point there', async () => {
    renderAt('/races');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/races');
    expect(within(screen.getByRole('region', { name: 'We use cookies' })).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookies');
  });

  it('sends the old URL to the new one, keeping the query', async () => {
    const router = renderAt('/tournaments?tab=live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/races');
    expect(router.state.location.search).toBe('?tab=live');
  });

  it('renders the lobby where settings put home', async () => {
    renderAt('/lobby');
    expect(await screen.findByRole('link', { name: 'Browse games' })).toBeInTheDocument();
  });

  it('keeps unknown URLs the 404 page', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
