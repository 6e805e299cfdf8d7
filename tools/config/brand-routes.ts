import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
// The registry's own files, not the site lib's index: Vite loads this with the configs, which take each import's extension.
import type { NavigationSystem } from '../../libs/shared/site/src/lib/brand.ts';
import { pageEntry, pageKeys, sitePages, type PageKey } from '../../libs/shared/site/src/lib/pages.ts';
import { shellRouteModules } from '../../libs/shared/site/src/lib/shellRoutes.ts';
import { resolveWorkspaceExport } from './workspacePackages.ts';

const workspaceRoot = new URL('../../', import.meta.url).pathname;

/**
 * The file of a route module named by its specifier (`@casino/auth-feature/routes/edit-profile`), found through its
 * lib's package.json `exports`, as React Router wants it: relative to the app directory (`apps/<brand>/app`). The route
 * table points at the libs; apps hold no route files.
 */
export function routeModuleFile(specifier: string): string {
  const file = resolveWorkspaceExport(specifier);
  if (!file)
    throw new Error(
      `brand-routes: no package exports the route module ${specifier} (its lib's package.json "exports")`,
    );
  if (!existsSync(file))
    throw new Error(`brand-routes: ${specifier} is exported as ${relative(workspaceRoot, file)}, which does not exist`);
  return `../../../${relative(workspaceRoot, file)}`;
}

/** The route module of a page: its own (the registry's `module`), else the shell's placeholder. */
export function pageRouteModule(key: PageKey): string {
  return pageEntry(key).module ?? shellRouteModules.comingSoon;
}

/**
 * The route table every brand app shares: the home page, every page of the registry (the route id is the page key,
 * which the page reads; pages without a module of their own show the placeholder), the language action, the
 * translations files, Google sign-in's callback and the 404 catch-all (which also renders pages the settings' page-URL
 * list moved). In the panel layout /profile/edit-profile redirects to /account.
 */
export function brandRoutes(navigationSystem: NavigationSystem): RouteConfigEntry[] {
  const pages = pageKeys
    .filter((key) => key !== 'home')
    .map((key) => {
      const path = sitePages[key].path.slice(1);
      if (key === 'editProfile' && navigationSystem === 'panel')
        return route(path, routeModuleFile(shellRouteModules.editProfileToAccount), { id: key });
      return route(path, routeModuleFile(pageRouteModule(key)), { id: key });
    });
  return [
    index(routeModuleFile(pageRouteModule('home')), { id: 'home' }),
    ...pages,
    route('set-locale', routeModuleFile(shellRouteModules.setLocale), { id: 'set-locale' }),
    // Each language's translations, fetched by the browser before it hydrates (not carried in every page).
    route('locales/:file', routeModuleFile(shellRouteModules.translations), { id: 'translations' }),
    // Where Google's consent screen sends the browser back (the redirect URI of Google sign-in).
    route('auth/google/callback', routeModuleFile(shellRouteModules.googleCallback), { id: 'google-callback' }),
    route('*', routeModuleFile(shellRouteModules.catchAll), { id: 'not-found' }),
  ];
}

/** The module the `*` route imports its page modules from (`libs/brand-app/src/lib/pageModules.ts`). */
export const PAGE_MODULES_ID = 'virtual:casino/page-modules';

/**
 * The page modules of the registry as lazy imports, for the `*` route: a URL the settings' page-URL list gives a page
 * is known only at run time, so that route loads the page's module itself. Made from the registry at build time, one
 * `() => import('<module>')` per page with a module, so the bundler splits each page's code as it does for its route
 * (the same module, the same chunk). `workspaceExportsPlugin` resolves the specifiers.
 */
export function pageModulesSource(): string {
  const entries = pageKeys.flatMap((key) => {
    const module = pageEntry(key).module;
    return module ? [`  ${JSON.stringify(key)}: () => import(${JSON.stringify(module)}),`] : [];
  });
  return `export const pageModules = {\n${entries.join('\n')}\n};\n`;
}

/** Vite serves `virtual:casino/page-modules` (`pageModulesSource`) to the brand apps and the brand-app lib's tests. */
export function pageModulesPlugin(): Plugin {
  const resolved = `\0${PAGE_MODULES_ID}`;
  return {
    name: 'casino-page-modules',
    resolveId: (source) => (source === PAGE_MODULES_ID ? resolved : null),
    load: (id) => (id === resolved ? pageModulesSource() : null),
  };
}
