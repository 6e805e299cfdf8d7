import {
  HydrationBoundary,
  QueryClientContext,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { createQueryClient } from './queryClient';

let browserClient: QueryClient | undefined;

/**
 * The browser has one cache for the whole visit: every lazily loaded part (a modal, a page) that mounts a provider
 * shares it, so reference data fetched by one is there for the next. The server makes one per request.
 */
function browserOrRequestClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Drops every cached answer (sign-out: nothing of the player may stay in memory). */
export function clearBrowserQueryCache(): void {
  browserClient?.clear();
}

/**
 * Server state for the pages below it, continuing from what the loader fetched on the server (`dehydrated`).
 * Mount it on the layout route of the pages that query (docs/decisions/0005): the home route does not pay for it.
 */
export function QueryProvider({ dehydrated, children }: { dehydrated?: DehydratedState; children: ReactNode }) {
  const parent = useContext(QueryClientContext);
  const [client] = useState(() => parent ?? browserOrRequestClient());
  // Inside another provider (a modal over a page that queries, a test's own client) the cache is shared.
  if (parent) return <HydrationBoundary state={dehydrated}>{children}</HydrationBoundary>;
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={dehydrated}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
