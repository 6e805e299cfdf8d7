import { createCatchAllRoute, createPageRoute } from '@casino/shell';
import { pageComponents } from './pageComponents';

/**
 * The `*` route of every brand: a URL the settings' page-URL list gives a page renders that page (the lobby for
 * `home`, the shell's placeholder for pages still to come); any other URL is the 404 page.
 */
export const CatchAllRoute = createCatchAllRoute(pageComponents);

/** The route component of every page of the site map (apps' `routes/page.tsx`): the real page where one exists. */
export const PageRoute = createPageRoute(pageComponents);
