export { BrandRootApp, BrandRootError, BrandRootLayout, type BrandParts } from './lib/BrandRoot';
export type { BrandRootData } from './lib/brandRootData';
export { pageModules, type PageModule } from './lib/pageModules';
export { rootMeta } from '@casino/page';
export { ignoreAbortedNavigations } from './lib/abortedNavigations';
