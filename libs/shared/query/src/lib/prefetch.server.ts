import { dehydrate, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';

/**
 * Runs queries while rendering on the server and returns their state for the page (a loader returns it, the
 * layout's QueryProvider hydrates it). A failed query is left out: the browser fetches it again.
 */
export async function prefetchOnServer(queries: ReadonlyArray<FetchQueryOptions>): Promise<DehydratedState> {
  const client = createQueryClient();
  await Promise.all(queries.map((query) => client.prefetchQuery(query)));
  return dehydrate(client);
}
