import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { readFileSync } from 'node:fs';
import { pageKeys, pageRouteModules, shellRouteModules, sitePages, type NavigationSystem } from '../../libs/shared/site/src/index.ts';

const workspaceRoot = new URL('../../', import.meta.url).pathname;
const aliases = (JSON.parse(readFileSync(`${workspaceRoot}tsconfig.base.json`, 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } })
  .compilerOptions.paths;

/**
 * The file of a route module named by its specifier (`@casino/auth-feature/routes/edit-profile`), as React Router wants
 * it: relative to the app directory (`apps/<brand>/app`). The route table points at the libs; apps hold no route files.
 */
export function routeModuleFile(specifier: string): string {
  const target = aliases[specifier]?.[0];
  if (!target) throw new Error(`brand-routes: no path alias for route module ${specifier} (tsconfig.base.json)`);
  return `../../../${target.replace(/^\.\//, '')}`;
}

/**
 * The route table every brand app shares: the home page, every page of the site map (the route id is the page key,
 * which the page reads; pages without a module of their own show the placeholder), the language action, the
 * translations files, Google
 * sign-in's callback and the 404
 * catch-all (which also renders pages the settings' page-URL list moved). In the panel layout /profile/edit-profile
 * redirects to /account.
 */
export function brandRoutes(navigationSystem: NavigationSystem): RouteConfigEntry[] {
  const pages = pageKeys
    .filter((key) => key !== 'home')
    .map((key) => {
      const path = sitePages[key].path.slice(1);
      if (key === 'editProfile' && navigationSystem === 'panel') return route(path, routeModuleFile(shellRouteModules.editProfileToAccount), { id: key });
      return route(path, routeModuleFile(pageRouteModules[key] ?? shellRouteModules.comingSoon), { id: key });
    });
  return [
    index(routeModuleFile(pageRouteModules.home ?? shellRouteModules.comingSoon), { id: 'home' }),
    ...pages,
    route('set-locale', routeModuleFile(shellRouteModules.setLocale), { id: 'set-locale' }),
    // Each language's translations, fetched by the browser before it hydrates (not carried in every page).
    route('locales/:file', routeModuleFile(shellRouteModules.translations), { id: 'translations' }),
    // Where Google's consent screen sends the browser back (the redirect URI of Google sign-in).
    route('auth/google/callback', routeModuleFile(shellRouteModules.googleCallback), { id: 'google-callback' }),
    route('*', routeModuleFile(shellRouteModules.catchAll), { id: 'not-found' }),
  ];
}
