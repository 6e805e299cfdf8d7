import { act, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../testing';
import { RouteAnnouncer } from './RouteAnnouncer';

/** Sets the document's title the way a route's <title> does: in the commit that draws the route, before any effect. */
function TitledPage() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = `Title of ${pathname}`;
  }, [pathname]);
  return null;
}

function Probe() {
  return (
    <>
      <TitledPage />
      <RouteAnnouncer />
    </>
  );
}

describe('RouteAnnouncer', () => {
  it('says nothing on the first page, which the browser reads out as it loads', () => {
    renderShell(<Probe />, { route: '/casino' });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-path', '/casino');
  });

  it('says the new page title after a client-side navigation, and marks the path on screen', async () => {
    const { router } = renderShell(<Probe />, { route: '/casino' });
    await act(() => router.navigate('/promotions'));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Title of /promotions');
    expect(region).toHaveAttribute('data-path', '/promotions');
  });

  it('does not announce a query change on the same page (a filter, a modal)', async () => {
    const { router } = renderShell(<Probe />, { route: '/casino' });
    await act(() => router.navigate('/promotions'));
    await act(() => router.navigate('/promotions?modal=login'));
    document.title = 'Changed meanwhile';
    await act(() => router.navigate('/promotions?modal=signup'));
    expect(screen.getByRole('status')).toHaveTextContent('Title of /promotions');
  });
});
