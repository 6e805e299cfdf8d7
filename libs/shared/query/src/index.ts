export { createQueryClient, shouldRetryQuery, retryDelay, QUERY_RETRIES } from './lib/queryClient';
export { QueryProvider, clearBrowserQueryCache } from './lib/QueryProvider';
export { invalidateInBackground } from './lib/invalidateInBackground';
export { queryRoots } from './lib/queryRoots';
