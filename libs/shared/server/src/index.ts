export { createBrandServer, runBrandServer, shutDownGracefully, PROXIED_PATHS, HEALTH_PATH, READY_PATH, type BrandServerOptions } from './lib/createBrandServer';
export { handleDocumentRequest, streamTimeout } from './lib/handleDocumentRequest';
export { contentSecurityPolicy, createNonce, securityHeaders } from './lib/securityHeaders';
