import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { pageKeys, sitePages, type NavigationSystem } from '../../libs/shared/site/src/index.ts';

/**
 * The route table every brand app shares: the home page, every page of the site map (the route id is the
 * page key, which the page reads), the language action and the 404 catch-all. In the panel layout
 * /profile/edit-profile redirects to /account.
 */
export function brandRoutes(navigationSystem: NavigationSystem): RouteConfigEntry[] {
  const pages = pageKeys
    .filter((key) => key !== 'home')
    .map((key) => {
      const path = sitePages[key].path.slice(1);
      if (key === 'editProfile' && navigationSystem === 'panel') return route(path, 'routes/to-account.ts', { id: key });
      return route(path, 'routes/page.tsx', { id: key });
    });
  return [
    index('routes/home.tsx', { id: 'home' }),
    ...pages,
    route('set-locale', 'routes/set-locale.ts', { id: 'set-locale' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ];
}
