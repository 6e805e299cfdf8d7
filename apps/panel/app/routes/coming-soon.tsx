export { ComingSoonRoute as default, pageMeta as meta } from '@casino/shell';
