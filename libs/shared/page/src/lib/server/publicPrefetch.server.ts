import { createServerQueryClient } from '@casino/query/server';
import { hashKey, type FetchInfiniteQueryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { forwardsDevHeaders } from './context.server';
import type { PagePrefetch } from './loadPage.server';
import { createSharedDataCache } from './sharedDataCache.server';

/** How long a process shares a page's public data between its requests (as the home's rows). */
export const PUBLIC_PREFETCH_TTL_MS = 10_000;

/**
 * The public data pages prefetch (the catalogue's providers and categories, a guest's game list), kept per process for
 * {@link PUBLIC_PREFETCH_TTL_MS} by language and query key: one backend load serves every request of those seconds
 * instead of each page asking again (a guest's /casino asked three times per request, and the backend, not the
 * render, limited its throughput). Never a player's own data: a query is shared only when built with
 * `publicApi` and its answer is the same for every visitor of a language.
 */
const shared = createSharedDataCache<unknown>({ ttlMs: PUBLIC_PREFETCH_TTL_MS, maxEntries: 200 });

/** Forgets what is shared (tests). */
export function clearPublicPrefetch(): void {
  shared.clear();
}

type SharedOptions = { queryKey: QueryKey } & (FetchQueryOptions | FetchInfiniteQueryOptions);

async function prefetchPublic(
  context: Pick<PagePrefetch, 'queryClient' | 'lng' | 'request'>,
  options: SharedOptions,
  infinite: boolean,
): Promise<void> {
  const fetchInto = async (client: typeof context.queryClient) => {
    if (infinite) await client.fetchInfiniteQuery(options as FetchInfiniteQueryOptions);
    else await client.fetchQuery(options as FetchQueryOptions);
  };
  // A request carrying the dev backend's test headers (a fault scope, a country) loads its own and is never served another's.
  if (forwardsDevHeaders(context.request)) {
    await fetchInto(context.queryClient).catch(() => undefined);
    return;
  }
  try {
    const data = await shared.get(`${context.lng}|${hashKey(options.queryKey)}`, async () => {
      const client = createServerQueryClient();
      await fetchInto(client);
      return { value: client.getQueryData(options.queryKey), complete: true };
    });
    context.queryClient.setQueryData(options.queryKey, data);
  } catch (error) {
    // As any prefetch: a failed query is left out (the browser fetches it), a Response ends the page.
    if (error instanceof Response) throw error;
  }
}

/** Prefetches a query of public data (built with `publicApi`) through the process's shared copy. */
export function prefetchPublicQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  context: Pick<PagePrefetch, 'queryClient' | 'lng' | 'request'>,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  return prefetchPublic(context, options as unknown as SharedOptions, false);
}

/** Prefetches the first page of an infinite query of public data (built with `publicApi`) through the process's shared copy. */
export function prefetchPublicInfiniteQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  context: Pick<PagePrefetch, 'queryClient' | 'lng' | 'request'>,
  options: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): Promise<void> {
  return prefetchPublic(context, options as unknown as SharedOptions, true);
}
