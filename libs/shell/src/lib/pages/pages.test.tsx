import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../testing';
import { ComingSoonPage } from './ComingSoonPage';
import { ComingSoonRoute } from './ComingSoonRoute';
import { createCatchAllRoute, NotFoundPage, notFoundLoader } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

describe('404 page', () => {
  it('says the page is missing and its Go Home link leads home', async () => {
    renderShell(<NotFoundPage />, { route: '/nowhere', routes: [{ path: '/', element: <h1>Lobby</h1> }] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
  });

  it('answers with status 404', () => {
    expect(notFoundLoader().init?.status).toBe(404);
  });

  it('is translated', () => {
    renderShell(<NotFoundPage />, { lng: 'ar' });
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });
});

describe('route error page', () => {
  it('shows a calm message with a retry, never the error text', () => {
    renderShell(<RouteErrorPage error={new Error('ECONNREFUSED 10.0.0.3:5432 secret stack')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('ECONNREFUSED');
  });

  it('shows the 404 page for a missing page', () => {
    renderShell(<RouteErrorPage error={{ status: 404, statusText: 'Not Found', internal: true, data: null }} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('coming soon page', () => {
  it('is titled with the translated page name', () => {
    renderShell(<ComingSoonPage page="tournaments" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });
});

describe('panel edit-profile redirect', () => {
  it('sends /profile/edit-profile to /account permanently, keeping the query', async () => {
    const { editProfileToAccountLoader } = await import('./routeModules');
    const response = editProfileToAccountLoader({ request: new Request('http://casino.test/profile/edit-profile?modal=login') });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/account?modal=login');
  });
});

describe('catch-all route', () => {
  const CatchAllRoute = createCatchAllRoute({ home: () => <h1>Lobby</h1> });

  it('renders the page its loader says settings put at the URL, titled like anywhere else', async () => {
    renderShell(<p>elsewhere</p>, { route: '/races', routes: [{ path: '/races', loader: () => ({ page: 'tournaments' }), element: <CatchAllRoute /> }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
  });

  it('renders an app page it was given (the lobby for home)', async () => {
    renderShell(<p>elsewhere</p>, { route: '/lobby', routes: [{ path: '/lobby', loader: () => ({ page: 'home' }), element: <CatchAllRoute /> }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lobby' })).toBeInTheDocument();
  });

  it('is the 404 page when no page lives at the URL', async () => {
    renderShell(<p>elsewhere</p>, { route: '/nowhere', routes: [{ path: '/nowhere', loader: () => ({ page: null }), element: <CatchAllRoute /> }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('coming-soon route', () => {
  it("renders its own page, or the one settings moved to this URL (another page's built-in URL)", async () => {
    renderShell(<p>elsewhere</p>, {
      route: '/account',
      routes: [{ id: 'account', path: '/account', loader: () => ({ page: 'editProfile' }), element: <ComingSoonRoute /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
  });

  it('takes its page from the route id', async () => {
    renderShell(<p>elsewhere</p>, { route: '/promotions', routes: [{ id: 'promotions', path: '/promotions', loader: () => ({ page: null }), element: <ComingSoonRoute /> }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });
});
