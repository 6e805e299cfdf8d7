import { endpoints, mergeSettings, type LeaderboardRow } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import type { PageData } from '@casino/page';
import { userDetailsFixture } from '@casino/session/testing';
import { describe, expect, it } from 'vitest';
import { leaderboardRowsFixture, meRowFixture, tournamentFixture } from '../lib/fixtures';
import { loader as tournamentLoader, meta as tournamentMeta } from './tournament';
import { loader as tournamentsLoader } from './tournaments';

const asked: Array<{ id: string; limit: string | null; auth: string | null }> = [];
mockServer(
  mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
  mockEndpoint(endpoints.getTournaments, [tournamentFixture({ id: 1 }), tournamentFixture({ id: 3, status: 'ended' })]),
  mockEndpoint(endpoints.getLeaderboard, ({ params, query, request }) => {
    asked.push({ id: params['id'] ?? '', limit: query.get('limit'), auth: request.headers.get('Authorization') });
    if (params['id'] !== '1') return contractError(404, 'NOT_FOUND');
    const signedIn = request.headers.has('Authorization');
    return {
      tournament: tournamentFixture({ id: 1, joined: signedIn }),
      rows: leaderboardRowsFixture(20),
      me: signedIn ? meRowFixture(25) : null,
    };
  }),
);

const context = () => ({
  settings: mergeSettings({}),
  apiUrl: 'http://backend.test',
  brandId: 'curacao',
  clientIp: '203.0.113.5',
});
const get = (path: string, cookie?: string) =>
  new Request(`http://casino.test${path}`, cookie ? { headers: { Cookie: cookie } } : {});
const thrown = (promise: unknown) => Promise.resolve(promise).catch((error: unknown) => error);

describe('tournament page loaders', () => {
  it('/tournaments/1: the leaderboard, with the signed-in player’s own row, is in the page data for the server HTML', async () => {
    asked.length = 0;
    const result = (await tournamentLoader({
      request: get('/tournaments/1', 'accessToken=tok-1'),
      context: context(),
      params: { tournamentId: '1' },
    } as never)) as PageData;
    expect(asked).toEqual([{ id: '1', limit: '20', auth: 'Bearer tok-1' }]);
    const board = result.dehydratedState?.queries.find((q) => q.queryKey[1] === 'leaderboard');
    expect(board?.queryKey).toEqual(['tournaments', 'leaderboard', 1, 20]);
    const data = board?.state.data as {
      rows: LeaderboardRow[];
      me: LeaderboardRow | null;
      tournament: { joined: boolean };
    };
    expect(data.rows).toHaveLength(20);
    expect(data.me?.position).toBe(25);
    expect(data.tournament.joined).toBe(true);
  });

  it('/tournaments/1 for a guest: the same leaderboard, no own row', async () => {
    const result = (await tournamentLoader({
      request: get('/tournaments/1'),
      context: context(),
      params: { tournamentId: '1' },
    } as never)) as PageData;
    const data = result.dehydratedState?.queries.find((q) => q.queryKey[1] === 'leaderboard')?.state.data as {
      me: unknown;
      rows: unknown[];
    };
    expect(data.rows).toHaveLength(20);
    expect(data.me).toBeNull();
  });

  it('a tournament that does not exist, or a URL that names none, is the 404 page', async () => {
    for (const id of ['99', 'abc', '0', ':tournamentId']) {
      const error = await thrown(
        tournamentLoader({
          request: get(`/tournaments/${id}`),
          context: context(),
          params: { tournamentId: id },
        } as never),
      );
      expect(error, id).toBeInstanceOf(Response);
      expect((error as Response).status, id).toBe(404);
    }
  });

  it('titles the page with the tournament’s name', async () => {
    const data = (await tournamentLoader({
      request: get('/tournaments/1'),
      context: context(),
      params: { tournamentId: '1' },
    } as never)) as PageData;
    const root = { id: 'root', data: { brandName: 'Test Casino', lng: 'en', translationsVersion: 'none' } };
    const head = tournamentMeta({ matches: [root, { id: 'tournament', data }] });
    expect(head).toContainEqual({ title: 'Weekly Race | Test Casino' });
    expect(head.some((m) => 'name' in m && m.name === 'robots')).toBe(false);
  });

  it('/tournaments: every tournament is in the page data', async () => {
    const result = (await tournamentsLoader({
      request: get('/tournaments'),
      context: context(),
      params: {},
    } as never)) as PageData;
    const list = result.dehydratedState?.queries.find((q) => q.queryKey[1] === 'list');
    expect((list?.state.data as unknown[]).length).toBe(2);
  });
});
