import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { NavigationSystem } from './brand';
import { resolvePagePath, type PageKey, type PageUrlOverrides } from './pages';
import { pageUrlOverrides } from './pageUrls';

interface PagePaths {
  navigationSystem: NavigationSystem;
  overrides: PageUrlOverrides;
}

const PagePathsContext = createContext<PagePaths>({ navigationSystem: 'basic', overrides: {} });

/**
 * Makes every page link below honour the brand's navigation system and the settings' page-URL list.
 * The shell provides it from the root data; without it links use the built-in paths.
 */
export function PagePathsProvider({
  pageUrls,
  navigationSystem,
  children,
}: {
  /** Settings `pageUrls` (contract page keys). */
  pageUrls: Readonly<Record<string, string>> | undefined;
  navigationSystem: NavigationSystem;
  children?: ReactNode;
}) {
  const value = useMemo(
    () => ({ navigationSystem, overrides: pageUrlOverrides(pageUrls) }),
    [navigationSystem, pageUrls],
  );
  return createElement(PagePathsContext.Provider, { value }, children);
}

/** The path of a page by key, as links should use it: `const pagePath = usePagePath(); pagePath('promotions')`. */
export function usePagePath(): (key: PageKey, params?: Record<string, string>) => string {
  const { navigationSystem, overrides } = useContext(PagePathsContext);
  return useCallback(
    (key, params) => resolvePagePath(key, { navigationSystem, overrides, params }),
    [navigationSystem, overrides],
  );
}
