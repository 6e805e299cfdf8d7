// Server-only entry: queries run while rendering, handed to the page dehydrated.
export { prefetchOnServer, createServerQueryClient } from './lib/prefetch.server';
