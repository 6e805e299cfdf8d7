export { CatchAllRoute as default, catchAllMeta as meta } from '@casino/brand-app';
export { catchAllLoader as loader } from '@casino/shell/server';
