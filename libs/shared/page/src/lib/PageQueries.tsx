import { QueryProvider } from '@casino/query';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import type { PageData } from './pageData';

/**
 * Server state for a page: the queries its loader fetched on the server are in the cache before the first render (so
 * the server HTML carries them and the browser does not ask again), and the page's hooks share the browser's cache.
 */
export function PageQueries({ children }: { children: ReactNode }) {
  const data = useLoaderData<PageData | undefined>();
  return <QueryProvider dehydrated={data?.dehydratedState}>{children}</QueryProvider>;
}
