export { BrandRootApp, BrandRootError, BrandRootLayout, type BrandParts } from './lib/BrandRoot';
export type { BrandRootData } from './lib/brandRootData';
export { rootMeta } from '@casino/page';
// The root route's `clientLoader`: fetches the translations a language change names before the page renders with them.
export { shellClientLoader as rootClientLoader } from '@casino/shell';
// The root route's `links`: the web app manifest (served by each app's `pwa.ts` resource route) and the touch icon.
export { pwaLinks as rootLinks } from '@casino/pwa-feature';
export { hydrateBrandApp } from './lib/hydrateBrandApp';
