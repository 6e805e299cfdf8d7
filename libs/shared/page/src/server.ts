// Server-only entry: a page module's loader, and what server code needs of the request (backend, settings, player).
export {
  definePageLoader,
  PAGE_PREFETCH_TIMEOUT_MS,
  type PageLoaderOptions,
  type PagePrefetch,
} from './lib/server/loadPage.server';
export { playerOnServer, playerToken, sessionOfPlayer, type ServerPlayer } from './lib/server/player.server';
export {
  forwardsDevHeaders,
  serverApi,
  settingsFor,
  requestLanguage,
  brandContext,
  apiUrlOf,
  brandIdOf,
  type LoaderArgs,
} from './lib/server/context.server';
export { createSharedDataCache, type SharedDataCache } from './lib/server/sharedDataCache.server';
export { isCrawler, isPhoneRequest } from './lib/server/device.server';
export {
  prefetchPublicQuery,
  prefetchPublicInfiniteQuery,
  clearPublicPrefetch,
  PUBLIC_PREFETCH_TTL_MS,
} from './lib/server/publicPrefetch.server';
export {
  acceptedEncodings,
  createEncodedBodyCache,
  PREFERRED_ENCODINGS,
  type ContentEncoding,
  type EncodedBody,
  type EncodedBodyCache,
} from './lib/server/encoding.server';
