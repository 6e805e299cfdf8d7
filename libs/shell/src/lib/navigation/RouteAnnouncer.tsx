import { VisuallyHidden } from '@casino/design-system';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Tells screen-reader users that a link took them to another page. A server-rendered page is read out by the browser
 * as it loads; a client-side navigation changes the page silently, so after one this polite live region says the new
 * page's title (the route's own `<title>`, already translated). Only a new path is announced: a query change (a
 * filter, a modal, whose dialog speaks for itself) is not a new page.
 *
 * `data-path` is the path whose page is on screen: it changes after React has drawn that page, so monitoring and
 * end-to-end tests can wait for a client-side navigation to finish.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState({ path: pathname, title: '' });
  const last = useRef(pathname);
  useEffect(() => {
    // A passive effect runs after the commit that drew the new route, its <title> included.
    if (last.current === pathname) return;
    last.current = pathname;
    setAnnounced({ path: pathname, title: document.title });
  }, [pathname]);
  return (
    <VisuallyHidden
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
      data-path={announced.path}
    >
      {announced.title}
    </VisuallyHidden>
  );
}
