import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './queryClient';

/**
 * Server state for the pages below it, continuing from what the loader fetched on the server (`dehydrated`).
 * Mount it on the layout route of the pages that query (docs/decisions/0005): the home route does not pay for it.
 */
export function QueryProvider({ dehydrated, children }: { dehydrated?: DehydratedState; children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={dehydrated}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
