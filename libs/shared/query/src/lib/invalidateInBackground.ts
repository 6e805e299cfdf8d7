import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks the queries under each key stale and starts fetching again the ones on screen, without waiting: returns
 * nothing, so a mutation's `onSuccess` or `onSettled` cannot hand the re-read back to the mutation. A mutation waits for
 * a promise its callback returns, and re-reads that fail retry for seconds: a money action's button stayed busy and its
 * outcome unsaid long after the server had answered (lint: `casino/no-awaited-rereads`). A failed re-read is the
 * query's own error to show; `[]` is every query (after a sign-in).
 */
export function invalidateInBackground(queryClient: QueryClient, ...queryKeys: [QueryKey, ...QueryKey[]]): void {
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey }).catch(() => undefined);
}
