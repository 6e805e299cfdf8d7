import { useRouteError } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * A page module's `ErrorBoundary` export: the page's failure is shown where the page was, inside the layout, while
 * the header, the session and any open modal stay as they were.
 */
export function PageErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
