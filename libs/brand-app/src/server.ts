// Server-only entry: the root loader (cookies, backend calls) stays out of browser bundles.
export { loadBrandRoot } from './lib/loadBrandRoot.server';
