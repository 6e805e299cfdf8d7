export { HomePage as default } from '@casino/lobby-feature';
export { pageMeta as meta } from '@casino/shell';
export { pageLoader as loader } from '@casino/shell/server';
