import { ApiError } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchOnServer } from './prefetch.server';
import { QueryProvider } from './QueryProvider';
import { createQueryClient, retryDelay, shouldRetryQuery } from './queryClient';

describe('query defaults', () => {
  it('retry what may work next time, up to three times, never a 4xx or a broken contract', () => {
    const timeout = new ApiError(0, 'TIMEOUT', 'Request timeout', null, 'GET /x');
    const down = new ApiError(503, 'SERVICE_UNAVAILABLE', 'down', null, 'GET /x');
    expect(shouldRetryQuery(0, timeout)).toBe(true);
    expect(shouldRetryQuery(2, down)).toBe(true);
    expect(shouldRetryQuery(3, down)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(400, 'VALIDATION_ERROR', 'bad', null, 'GET /x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(200, 'INVALID_RESPONSE', 'bad', null, 'GET /x'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });

  it('back off exponentially up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
  });

  it('pause polling in a hidden tab and never retry mutations', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.refetchIntervalInBackground).toBe(false);
    expect(options.mutations?.retry).toBe(false);
  });
});

describe('server prefetch and browser hydration', () => {
  it('renders what the server fetched without asking again', async () => {
    const dehydrated = await prefetchOnServer([{ queryKey: ['promotions'], queryFn: async () => ['Welcome package'] }]);
    const queryFn = vi.fn(async () => ['fetched again']);
    function Promotions() {
      const { data } = useQuery({ queryKey: ['promotions'], queryFn });
      return <p>{data?.join(', ')}</p>;
    }
    render(
      <QueryProvider dehydrated={JSON.parse(JSON.stringify(dehydrated))}>
        <Promotions />
      </QueryProvider>,
    );
    expect(screen.getByText('Welcome package')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('leaves a failed server query out for the browser to fetch', async () => {
    const dehydrated = await prefetchOnServer([
      {
        queryKey: ['broken'],
        queryFn: async () => Promise.reject(new ApiError(500, 'INTERNAL_ERROR', 'x', null, 'GET /x')),
        retry: false,
      },
    ]);
    expect(dehydrated.queries.filter((q) => q.state.status === 'success')).toEqual([]);
  });
});
