export { BrandRootApp, BrandRootError, BrandRootLayout, type BrandParts } from './lib/BrandRoot';
export type { BrandRootData } from './lib/brandRootData';
export { rootMeta } from '@casino/shell';
