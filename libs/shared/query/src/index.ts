export { createQueryClient, shouldRetryQuery, retryDelay, QUERY_RETRIES } from './lib/queryClient';
export { QueryProvider } from './lib/QueryProvider';
