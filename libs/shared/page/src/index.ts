// Page modules (docs/data-and-pages.md): what a page's route module exports besides its component.
export { ROOT_ROUTE_ID, rootDataOf, rootTranslations, type RootPageData } from './lib/rootData';
export type { PageData } from './lib/pageData';
export { pageRouteResult, catchAllResult } from './lib/pageRouting';
export { pageMeta, catchAllMeta, notFoundMeta, rootMeta, pageDescriptionKey, type PageMetaArgs } from './lib/pageMeta';
export { pageShouldRevalidate, MODAL_QUERY_PARAMS } from './lib/shouldRevalidate';
export { usePageKey } from './lib/usePageKey';
export { PageQueries } from './lib/PageQueries';
export { useAppSettings } from './lib/useAppSettings';
