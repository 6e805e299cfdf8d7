export { NotFoundPage as default, notFoundLoader as loader, notFoundMeta as meta } from '@casino/shell';
