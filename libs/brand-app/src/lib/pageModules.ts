import type { PageKey } from '@casino/site';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { pageModules as registryModules } from 'virtual:casino/page-modules';

/** What the `*` route needs of a page module to render it at a URL the settings gave it. */
export interface PageModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<unknown> | unknown;
}

/**
 * The page modules of the registry (`sitePages` in `@casino/site`), for the `*` route: a URL the settings' page-URL list
 * gives a page is known only at run time, so that route loads the page's module itself. Vite makes the lazy imports from
 * the registry (`pageModulesPlugin` in `tools/config/brand-routes.ts`), one per page with a module; pages without one
 * show the translated placeholder.
 */
export const pageModules = registryModules as Partial<Record<PageKey, () => Promise<PageModule>>>;
