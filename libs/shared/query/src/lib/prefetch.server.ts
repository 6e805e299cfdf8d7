import { dehydrate, type DehydratedState, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';

/**
 * The QueryClient of one server request: the browser's defaults, but no retries (a page never waits for a backend
 * that just failed; the browser, which retries, fetches what is missing).
 */
export function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/**
 * Runs queries while rendering on the server and returns their state for the page (a loader returns it, the
 * page's QueryProvider hydrates it). A failed query is left out: the browser fetches it again.
 */
export async function prefetchOnServer(queries: ReadonlyArray<FetchQueryOptions>): Promise<DehydratedState> {
  const client = createServerQueryClient();
  await Promise.all(queries.map((query) => client.prefetchQuery(query)));
  return dehydrate(client);
}
