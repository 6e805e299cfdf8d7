export { BrandRootApp, BrandRootError, BrandRootLayout, type BrandParts } from './lib/BrandRoot';
export type { BrandRootData } from './lib/brandRootData';
export { CatchAllRoute, PageRoute } from './lib/CatchAllRoute';
export { rootMeta, catchAllMeta } from '@casino/shell';
