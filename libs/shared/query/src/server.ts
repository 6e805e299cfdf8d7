// Server-only entry: queries run while rendering, handed to the page dehydrated.
export { prefetchOnServer } from './lib/prefetch.server';
