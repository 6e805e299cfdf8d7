export {
  createBrandServer,
  runBrandServer,
  shutDownGracefully,
  PROXIED_PATHS,
  HEALTH_PATH,
  READY_PATH,
  type BrandServerOptions,
  type BrandStyleSheetAsset,
} from './lib/createBrandServer';
export { handleDocumentRequest, streamTimeout } from './lib/handleDocumentRequest';
export {
  createGuestRenderCache,
  guestRenderKey,
  GUEST_RENDER_TTL_MS,
  GUEST_RENDER_MAX_ENTRIES,
  GUEST_RENDER_MAX_BYTES,
  GUEST_RENDER_SEEN_KEYS,
  type GuestRenderCache,
  type GuestCacheOutcome,
} from './lib/guestRenderCache';
export { contentSecurityPolicy, createNonce, securityHeaders } from './lib/securityHeaders';
export { parseTrustProxy, type TrustProxy } from './lib/trustProxy';
