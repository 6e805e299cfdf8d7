import type { DehydratedState } from '@tanstack/react-query';
import type { PageKey } from '@casino/site';

/**
 * What a page module's loader hands its page: the page settings moved to this URL (`pageUrls`, else null: the route
 * id is the page key) and the queries the server fetched for it, dehydrated.
 */
export interface PageData<T = unknown> {
  page: PageKey | null;
  dehydratedState?: DehydratedState;
  /** Plain server data of a page that does without the query cache (`definePageLoader({ data })`). */
  data?: T;
}
