import { baseTheme, ThemeProvider } from '@casino/design-system';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nProvider } from '@casino/translate';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ComingSoonPage } from './ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';

function renderPage(
  ui: ReactElement,
  { lng = 'en', route = '/', routes = [] }: { lng?: string; route?: string; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [route] });
  return render(
    <I18nProvider i18n={createI18n({ lng, translations: bundledTranslations(lng) })}>
      <ThemeProvider theme={baseTheme} dir="ltr">
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('404 page', () => {
  it('says the page is missing and its Go Home link leads home', async () => {
    renderPage(<NotFoundPage />, { route: '/nowhere', routes: [{ path: '/', element: <h1>Lobby</h1> }] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
  });

  it('is translated', () => {
    renderPage(<NotFoundPage />, { lng: 'ar' });
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });
});

describe('route error page', () => {
  it('shows a calm message with a retry, never the error text', () => {
    renderPage(<RouteErrorPage error={new Error('ECONNREFUSED 10.0.0.3:5432 secret stack')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('ECONNREFUSED');
  });

  it('shows the 404 page for a missing page', () => {
    renderPage(<RouteErrorPage error={{ status: 404, statusText: 'Not Found', internal: true, data: null }} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe("a page module's error boundary", () => {
  it("shows the page's failure in the page's place, not the error's text", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/broken',
          loader: () => {
            throw new Error('database password in a stack trace');
          },
          element: <p>never</p>,
          ErrorBoundary: PageErrorBoundary,
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(
      <I18nProvider i18n={createI18n({ lng: 'en', translations: bundledTranslations('en') })}>
        <ThemeProvider theme={baseTheme} dir="ltr">
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('database password');
  });
});

describe('coming soon page', () => {
  it('is titled with the translated page name', () => {
    renderPage(<ComingSoonPage page="tournaments" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });
});
