export { createQueryClient, shouldRetryQuery, retryDelay, QUERY_RETRIES } from './lib/queryClient';
export { QueryProvider, clearBrowserQueryCache } from './lib/QueryProvider';
