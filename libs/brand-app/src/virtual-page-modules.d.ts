// The module Vite makes from the page registry (`pageModulesPlugin` in tools/config/brand-routes.ts).
declare module 'virtual:casino/page-modules' {
  /** A lazy import of each page's route module, by page key. */
  export const pageModules: Readonly<Record<string, () => Promise<unknown>>>;
}
