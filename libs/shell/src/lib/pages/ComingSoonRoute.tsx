import { sitePages, type PageKey } from '@casino/site';
import type { ComponentType } from 'react';
import { useLoaderData, useMatches } from 'react-router';
import { ComingSoonPage } from './ComingSoonPage';
import type { PageRouteData } from './routeModules';

/**
 * The page a page route renders: the route id (set in routes.ts) is the page key, unless the settings' page-URL list
 * moved another page to this URL (the loader says which).
 */
function useRoutePage(): PageKey {
  const matches = useMatches();
  const moved = useLoaderData<PageRouteData | null | undefined>()?.page;
  const id = matches[matches.length - 1]?.id ?? 'home';
  return moved ?? (id in sitePages ? (id as PageKey) : 'home');
}

/**
 * Route component of the site's pages: the app hands in the pages that exist (the edit-profile page...); every other
 * page shows the translated placeholder until its capability fills it.
 */
export function createPageRoute(pages: Partial<Record<PageKey, ComponentType>> = {}) {
  return function PageRoute() {
    const page = useRoutePage();
    const Page = pages[page];
    return Page ? <Page /> : <ComingSoonPage page={page} />;
  };
}

/** Route component for pages still to come (every page shows its translated placeholder). */
export const ComingSoonRoute = createPageRoute();
