export { PageRoute as default } from '@casino/brand-app';
export { pageMeta as meta } from '@casino/shell';
export { pageLoader as loader } from '@casino/shell/server';
