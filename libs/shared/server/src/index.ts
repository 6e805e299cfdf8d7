export { createBrandServer, runBrandServer, PROXIED_PATHS, type BrandServerOptions } from './lib/createBrandServer';
export { handleDocumentRequest, streamTimeout } from './lib/handleDocumentRequest';
export { contentSecurityPolicy, createNonce, securityHeaders } from './lib/securityHeaders';
