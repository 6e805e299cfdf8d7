import { endpoints } from '@casino/api-contract';
import { ApiError } from '@casino/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userDetailsFixture } from './fixtures';
import { accountRestriction, createSessionStore, depositCategory, isSelfExcluded } from './session';
import {
  accessTokenRedirect,
  tokenOwnerLookup,
  userOnServer,
  type TokenOwner,
  type TokenOwnerLookup,
} from './session.server';

describe('session store', () => {
  it('starts not initialised, and signing in stores the user, wallet and deposit count', () => {
    const store = createSessionStore();
    expect(store.getState().status).toBe('unknown');
    store.getState().signIn(userDetailsFixture());
    expect(store.getState()).toMatchObject({
      status: 'signedIn',
      depositCount: 3,
      wallet: { cash: 100, nonCash: 20, total: 120, currencyCode: 'EUR', currencySymbol: '€' },
    });
  });

  it('a balance event replaces the wallet amounts', () => {
    const store = createSessionStore();
    store.getState().signIn(userDetailsFixture());
    store.getState().applyBalance({ cash: 5, nonCash: 0, total: 5 });
    expect(store.getState().wallet).toMatchObject({ cash: 5, nonCash: 0, total: 5, currencyCode: 'EUR' });
  });

  it("shows a preferences call's answer in the player's details at once, and brings no player back once signed out", () => {
    const store = createSessionStore();
    store.getState().signIn(userDetailsFixture());
    store.getState().applyPreferences({ ghostMode: true, rewardCalendarOptOut: true });
    expect(store.getState().details?.getUser).toMatchObject({ ghostMode: true, rewardCalendarOptOut: true });
    expect(store.getState().wallet).toMatchObject({ currencyCode: 'EUR' });
    store.getState().signOut();
    store.getState().applyPreferences({ ghostMode: false, rewardCalendarOptOut: false });
    expect(store.getState().details).toBeUndefined();
  });

  it('signing out clears everything, and a late balance event does not bring a wallet back', () => {
    const store = createSessionStore();
    store.getState().signIn(userDetailsFixture());
    store.getState().signOut();
    store.getState().applyBalance({ cash: 1, nonCash: 1, total: 2 });
    expect(store.getState()).toMatchObject({ status: 'signedOut', depositCount: 0 });
    expect(store.getState().details).toBeUndefined();
    expect(store.getState().wallet).toBeUndefined();
  });
});

describe('self-exclusion', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('holds when permanent, or until the exclusion date (now or later)', () => {
    expect(
      isSelfExcluded(
        userDetailsFixture({
          getUser: { userLimit: { isSelfExclusionPermanent: true, selfExclusion: null, frozenUntil: null } },
        }),
        now,
      ),
    ).toBe(true);
    expect(
      isSelfExcluded(
        userDetailsFixture({
          getUser: {
            userLimit: {
              isSelfExclusionPermanent: false,
              selfExclusion: '2026-12-01T00:00:00.000Z',
              frozenUntil: null,
            },
          },
        }),
        now,
      ),
    ).toBe(true);
    expect(
      isSelfExcluded(
        userDetailsFixture({
          getUser: {
            userLimit: {
              isSelfExclusionPermanent: false,
              selfExclusion: '2026-11-22T12:00:00.000Z',
              frozenUntil: null,
            },
          },
        }),
        now,
      ),
    ).toBe(true);
    expect(
      isSelfExcluded(
        userDetailsFixture({
          getUser: {
            userLimit: {
              isSelfExclusionPermanent: false,
              selfExclusion: '2026-11-01T00:00:00.000Z',
              frozenUntil: null,
            },
          },
        }),
        now,
      ),
    ).toBe(false);
    expect(isSelfExcluded(userDetailsFixture(), now)).toBe(false);
    expect(isSelfExcluded(undefined, now)).toBe(false);
  });
});

describe('account restriction', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const limited = (userLimit: {
    isSelfExclusionPermanent: boolean;
    selfExclusion: string | null;
    frozenUntil: string | null;
  }) => userDetailsFixture({ getUser: { userLimit } });

  it('is a permanent self-exclusion without an end date', () => {
    expect(
      accountRestriction(
        limited({ isSelfExclusionPermanent: true, selfExclusion: '2026-12-01T00:00:00.000Z', frozenUntil: null }),
        now,
      ),
    ).toEqual({ kind: 'selfExcluded', until: null });
  });

  it('is a dated self-exclusion until its date', () => {
    expect(
      accountRestriction(
        limited({ isSelfExclusionPermanent: false, selfExclusion: '2026-12-01T00:00:00.000Z', frozenUntil: null }),
        now,
      ),
    ).toEqual({ kind: 'selfExcluded', until: '2026-12-01T00:00:00.000Z' });
  });

  it('is nothing once the exclusion or the freeze is over, or for a guest', () => {
    expect(
      accountRestriction(
        limited({ isSelfExclusionPermanent: false, selfExclusion: '2026-11-01T00:00:00.000Z', frozenUntil: null }),
        now,
      ),
    ).toBeNull();
    expect(
      accountRestriction(
        limited({ isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2026-11-22T12:00:00.000Z' }),
        now,
      ),
    ).toBeNull();
    expect(accountRestriction(userDetailsFixture(), now)).toBeNull();
    expect(accountRestriction(undefined, now)).toBeNull();
  });

  it('is a freeze while its end is in the future', () => {
    expect(
      accountRestriction(
        limited({ isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2026-11-25T08:00:00.000Z' }),
        now,
      ),
    ).toEqual({ kind: 'frozen', until: '2026-11-25T08:00:00.000Z' });
  });

  it('says self-excluded when the player is both self-excluded and frozen', () => {
    expect(
      accountRestriction(
        limited({
          isSelfExclusionPermanent: false,
          selfExclusion: '2026-12-01T00:00:00.000Z',
          frozenUntil: '2026-11-25T08:00:00.000Z',
        }),
        now,
      ),
    ).toEqual({ kind: 'selfExcluded', until: '2026-12-01T00:00:00.000Z' });
    expect(
      accountRestriction(
        limited({
          isSelfExclusionPermanent: false,
          selfExclusion: '2026-11-01T00:00:00.000Z',
          frozenUntil: '2026-11-25T08:00:00.000Z',
        }),
        now,
      ),
    ).toEqual({ kind: 'frozen', until: '2026-11-25T08:00:00.000Z' });
  });
});

describe('deposit categories', () => {
  it('follow the spec: 1 first, 2-4 second to fourth, 5+ fifth-plus', () => {
    expect([0, 1, 2, 4, 5, 12].map(depositCategory)).toEqual([
      'none',
      'first',
      'secondToFourth',
      'secondToFourth',
      'fifthPlus',
      'fifthPlus',
    ]);
  });
});

describe('server-side auth', () => {
  const withToken = new Request('http://casino.test/', { headers: { Cookie: 'lng=en; accessToken=tok-1' } });

  it('asks for user details with the cookie token and a 3 s budget', async () => {
    const call = vi.fn(async () => userDetailsFixture());
    const api = vi.fn(() => ({ call }) as never);
    expect(await userOnServer({ request: withToken, api, skip: false })).toMatchObject({
      kind: 'player',
      details: { depositCount: 3 },
    });
    expect(api).toHaveBeenCalledWith('tok-1');
    expect(call).toHaveBeenCalledWith(endpoints.getUserDetails, { timeoutMs: 3_000 });
  });

  it('renders a guest without a token; with the skip-SSR-auth setting the token is left for the browser to check', async () => {
    const api = vi.fn();
    expect(await userOnServer({ request: new Request('http://casino.test/'), api, skip: false })).toEqual({
      kind: 'none',
    });
    expect(await userOnServer({ request: withToken, api, skip: true })).toEqual({
      kind: 'unchecked',
      reason: 'skipped',
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('ends the session only on a 403: the token is refused', async () => {
    const api = () =>
      ({
        call: async () => Promise.reject(new ApiError(403, 'TOKEN_EXPIRED', 'expired', null, 'GET /x', true)),
      }) as never;
    expect(await userOnServer({ request: withToken, api, skip: false })).toEqual({ kind: 'refused' });
  });

  it("says when the refusal is the player's session time limit (SESSION_TIMEOUT), so the page can tell them", async () => {
    const api = () =>
      ({
        call: async () => Promise.reject(new ApiError(403, 'SESSION_TIMEOUT', 'limit', null, 'GET /x', true)),
      }) as never;
    expect(await userOnServer({ request: withToken, api, skip: false })).toEqual({
      kind: 'refused',
      sessionLimit: true,
    });
  });

  it('keeps the player on any other failure (5xx, timeout, malformed answer): logged, the token left unchecked', async () => {
    for (const failure of [
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'down', null, 'GET /x', true),
      new ApiError(0, 'TIMEOUT', 'Request timeout', null, 'GET /x'),
      new ApiError(200, 'INVALID_RESPONSE', 'malformed', null, 'GET /x'),
    ]) {
      const log = vi.fn();
      const api = () => ({ call: async () => Promise.reject(failure) }) as never;
      expect(await userOnServer({ request: withToken, api, skip: false, log })).toEqual({
        kind: 'unchecked',
        reason: 'failed',
      });
      expect(log).toHaveBeenCalledWith(expect.stringContaining(failure.message));
    }
  });
});

describe('?at= access token links', () => {
  // Whose each token is, as the backend would say; a lookup the test can count.
  const owners: Record<string, TokenOwner> = {
    'tok-mine': { kind: 'player', userId: 7 },
    'tok-mine-fresh': { kind: 'player', userId: 7 },
    'tok-other': { kind: 'player', userId: 99 },
  };
  const ownerOf = vi.fn<TokenOwnerLookup>(async (token) => owners[token] ?? { kind: 'unknown' });
  const link = (path: string, cookie?: string) =>
    accessTokenRedirect(
      new Request(`http://casino.test${path}`, cookie ? { headers: { Cookie: `accessToken=${cookie}` } } : {}),
      { secure: true, ownerOf },
    );
  beforeEach(() => ownerOf.mockClear());

  it('set the 30-day token cookie and redirect to the same URL without the token', async () => {
    const response = await link('/promotions?x=1&at=tok-9&y=2');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/promotions?x=1&y=2');
    const cookie = response?.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^accessToken=tok-9;/);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Secure');
    expect(response?.headers.get('Referrer-Policy')).toBe('no-referrer');
    // A guest's link asks the backend nothing.
    expect(ownerOf).not.toHaveBeenCalled();
  });

  it('never lead to another site, whatever the path looks like', async () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', '///evil.example/x']) {
      const response = await link(`${path}?at=tok-9`);
      expect(response?.headers.get('Location'), path).toBe('/evil.example/x');
    }
  });

  it('do nothing without the parameter, and strip an empty one without a cookie', async () => {
    expect(await link('/')).toBeNull();
    const empty = await link('/?at=', 'tok-mine');
    expect(empty?.headers.get('Location')).toBe('/');
    expect(empty?.headers.get('Set-Cookie')).toBeNull();
  });

  it("keep a signed-in player in their own session when the link is another account's, and say so with the account-link modal", async () => {
    const response = await link('/casino?at=tok-other&modal=login', 'tok-mine');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Set-Cookie')).toBeNull();
    expect(response?.headers.get('Location')).toBe('/casino?modal=account-link');
    expect(response?.headers.get('Cache-Control')).toBe('no-store');
  });

  it("keep the session too when the backend cannot say whose a token is, or the link's token is no session", async () => {
    owners['tok-expired'] = { kind: 'refused' };
    for (const token of ['tok-unknown', 'tok-expired']) {
      const response = await link(`/?at=${token}`, 'tok-mine');
      expect(response?.headers.get('Set-Cookie'), token).toBeNull();
      expect(response?.headers.get('Location'), token).toBe('/?modal=account-link');
    }
    const unknownSession = await link('/?at=tok-other', 'tok-unknown');
    expect(unknownSession?.headers.get('Set-Cookie')).toBeNull();
  });

  it("take the link's token when it is the same player's, or when the current session is over", async () => {
    const fresh = await link('/promotions?at=tok-mine-fresh', 'tok-mine');
    expect(fresh?.headers.get('Set-Cookie')).toMatch(/^accessToken=tok-mine-fresh;/);
    expect(fresh?.headers.get('Location')).toBe('/promotions');
    owners['tok-ended'] = { kind: 'refused' };
    const ended = await link('/?at=tok-other', 'tok-ended');
    expect(ended?.headers.get('Set-Cookie')).toMatch(/^accessToken=tok-other;/);
    // The same token again asks nothing.
    ownerOf.mockClear();
    expect((await link('/?at=tok-mine', 'tok-mine'))?.headers.get('Set-Cookie')).toMatch(/^accessToken=tok-mine;/);
    expect(ownerOf).not.toHaveBeenCalled();
  });
});

describe('tokenOwnerLookup', () => {
  it('names the player a token is, none for a 403, and unknown for any other failure', async () => {
    const answer = (result: () => Promise<unknown>) => tokenOwnerLookup(() => ({ call: result }) as never);
    expect(await answer(async () => ({ getUser: { userId: 7 } }))('t')).toEqual({ kind: 'player', userId: 7 });
    expect(
      await answer(async () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'no', null, 'getUserDetails')))('t'),
    ).toEqual({ kind: 'refused' });
    expect(
      await answer(async () =>
        Promise.reject(new ApiError(503, 'SERVICE_UNAVAILABLE', 'down', null, 'getUserDetails')),
      )('t'),
    ).toEqual({ kind: 'unknown' });
    expect(await answer(async () => Promise.reject(new Error('timeout')))('t')).toEqual({ kind: 'unknown' });
  });
});
