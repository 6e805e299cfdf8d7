export { handleDocumentRequest as default, streamTimeout } from '@casino/brand-server';
