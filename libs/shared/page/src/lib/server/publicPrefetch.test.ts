import { createServerQueryClient } from '@casino/query/server';
import type { InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPublicPrefetch, prefetchPublicInfiniteQuery, prefetchPublicQuery } from './publicPrefetch.server';

const request = (headers: Record<string, string> = {}) => new Request('https://casino.test/casino', { headers });
const visitor = (lng = 'en', headers: Record<string, string> = {}) => ({
  queryClient: createServerQueryClient(),
  lng,
  request: request(headers),
});

beforeEach(() => clearPublicPrefetch());
afterEach(() => vi.unstubAllEnvs());

describe('public data prefetched through the process’s shared copy', () => {
  it('asks the backend once for every request of its language, and gives each request’s page the data', async () => {
    const providers = vi.fn(async () => [{ slug: 'netdev', name: 'NetDev' }]);
    const options = { queryKey: ['lobby', 'providers'], queryFn: providers };
    const first = visitor();
    const second = visitor();
    await Promise.all([prefetchPublicQuery(first, options), prefetchPublicQuery(second, options)]);
    await prefetchPublicQuery(visitor(), options);
    expect(providers).toHaveBeenCalledTimes(1);
    expect(first.queryClient.getQueryData(['lobby', 'providers'])).toEqual([{ slug: 'netdev', name: 'NetDev' }]);
    expect(second.queryClient.getQueryData(['lobby', 'providers'])).toEqual([{ slug: 'netdev', name: 'NetDev' }]);
    // Another language is other data.
    await prefetchPublicQuery(visitor('ar'), options);
    expect(providers).toHaveBeenCalledTimes(2);
  });

  it('shares the first page of an infinite list as the page’s query would hold it', async () => {
    const games = vi.fn(async ({ pageParam }: { pageParam: number }) => ({ rows: [`game-${pageParam}`], count: 48 }));
    const options = { queryKey: ['lobby', 'games', 'list', { sort: 'popular' }], queryFn: games, initialPageParam: 1 };
    const first = visitor();
    await prefetchPublicInfiniteQuery(first, options);
    const second = visitor();
    await prefetchPublicInfiniteQuery(second, options);
    expect(games).toHaveBeenCalledTimes(1);
    const data = second.queryClient.getQueryData<InfiniteData<{ rows: string[] }>>(options.queryKey);
    expect(data).toEqual({ pages: [{ rows: ['game-1'], count: 48 }], pageParams: [1] });
  });

  it('leaves a failed query out of the page, keeps nothing of it, and asks again for the next request', async () => {
    const categories = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(['slots']);
    const options = { queryKey: ['lobby', 'categories', 'en'], queryFn: categories };
    const failed = visitor();
    await prefetchPublicQuery(failed, options);
    expect(failed.queryClient.getQueryData(options.queryKey)).toBeUndefined();
    const next = visitor();
    await prefetchPublicQuery(next, options);
    expect(next.queryClient.getQueryData(options.queryKey)).toEqual(['slots']);
    expect(categories).toHaveBeenCalledTimes(2);
  });

  it('loads its own for a request carrying the dev backend’s test headers, and shares it with nobody', async () => {
    vi.stubEnv('CASINO_FORWARD_DEV_HEADERS', 'true');
    const providers = vi.fn(async () => ['as the fault scope answered']);
    const options = { queryKey: ['lobby', 'providers'], queryFn: providers };
    const scoped = visitor('en', { 'x-dev-fault-scope': 'test-1' });
    await prefetchPublicQuery(scoped, options);
    expect(scoped.queryClient.getQueryData(options.queryKey)).toEqual(['as the fault scope answered']);
    await prefetchPublicQuery(visitor(), options);
    expect(providers).toHaveBeenCalledTimes(2);
  });
});
