import type { ApiClient } from '@casino/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameFixture } from '../lib/testing';
import { gameListQueryOptions, gamesOf } from './get-games';

describe('gameListQueryOptions', () => {
  it("keeps only what a tile draws of each game, and the list's count (a long list holds no bets, tags or countries)", async () => {
    const game = gameFixture({
      id: 7,
      slug: 'book-of-dev',
      name: 'Book of Dev',
      providerName: 'Dev Gaming',
      thumbnailUrl: '/t/book.png',
      isFavorite: true,
    });
    const api = { call: async () => ({ count: 2200, rows: [game] }) } as unknown as ApiClient;
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery(gameListQueryOptions(api, { category: 'slots' }));
    expect(data.pages[0]?.count).toBe(2200);
    expect(gamesOf(data)).toEqual([
      {
        id: 7,
        slug: 'book-of-dev',
        name: 'Book of Dev',
        providerName: 'Dev Gaming',
        thumbnailUrl: '/t/book.png',
        isFavorite: true,
      },
    ]);
  });
});
