import { isApiError } from '@casino/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Tries after the first failure for a query; mutations never retry on their own (a deposit must not happen twice). */
export const QUERY_RETRIES = 3;

/** Worth retrying: no answer or the server's own trouble; never a 4xx or a broken contract. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return isApiError(error) ? error.retriable : false;
}

/** Exponential backoff: 1 s, 2 s, 4 s..., at most 15 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 15_000);
}

/**
 * One QueryClient per server request and one in the browser. Polling pauses while the tab is hidden
 * (`refetchIntervalInBackground: false`); data rendered on the server is fresh for a while after hydration.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        refetchIntervalInBackground: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
