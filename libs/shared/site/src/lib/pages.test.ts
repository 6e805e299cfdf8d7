import { describe, expect, it } from 'vitest';
import { pageAtPath, pageKeys, resolvePagePath, sitePages } from './pages';

describe('site pages', () => {
  it('lists every route and static menu target of the specification', () => {
    const paths = new Set<string>(Object.values(sitePages).map((p) => p.path));
    for (const path of [
      '/',
      '/profile',
      '/account',
      '/profile/transactions',
      '/profile/verify',
      '/account/verification',
      '/profile/favorites',
      '/promotions',
      '/bonuses',
      '/deposit',
      '/withdraw',
      '/casino',
      '/providers',
      '/tournaments',
      '/cashback',
      '/cookie-policy',
      '/casino/live-casino',
      '/casino/slots',
      '/casino/popular',
      '/vip-club',
      '/vip',
      '/profile2/my-profile',
      '/profile2/balance',
      '/profile2/verification',
      '/profile2/my-bonuses',
      '/profile2/vip-club',
      '/profile2/my-history',
      '/profile2/freeze-account',
      '/profile2/limits',
      '/terms-and-conditions',
      '/privacy-policy',
      '/aml-policy',
      '/responsible-gambling',
      '/responsibility',
      '/kyc-refund-policy',
      '/bonus-terms',
      '/legal-use-of-website',
      '/freemoney',
      '/contacts',
      '/Wallet',
      '/tournaments/:tournamentId',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('has the refer-a-friend page designed here among the player pages', () => {
    expect(resolvePagePath('referral')).toBe('/profile2/referral');
    expect(resolvePagePath('referral', { navigationSystem: 'panel' })).toBe('/profile2/referral');
  });

  it('turns edit-profile into /account in the panel layout only', () => {
    expect(resolvePagePath('editProfile')).toBe('/profile/edit-profile');
    expect(resolvePagePath('editProfile', { navigationSystem: 'panel' })).toBe('/account');
  });

  it('lets settings override a page path by page key', () => {
    expect(resolvePagePath('promotions', { overrides: { promotions: '/offers' } })).toBe('/offers');
    expect(resolvePagePath('casino', { overrides: { promotions: '/offers' } })).toBe('/casino');
  });

  it('fills and encodes route parameters', () => {
    expect(resolvePagePath('play', { params: { gameId: 'book of ra' } })).toBe('/play/book%20of%20ra');
    expect(resolvePagePath('tournament', { params: { tournamentId: '1' } })).toBe('/tournaments/1');
  });

  it('has no two pages on the same path', () => {
    const paths = pageKeys.map((k) => sitePages[k].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds the page a URL path shows as the route table matches it: parameters, either case, a trailing slash', () => {
    expect(pageAtPath('/')).toBe('home');
    expect(pageAtPath('/profile2/limits')).toBe('limits');
    expect(pageAtPath('/PROFILE2/Limits/')).toBe('limits');
    expect(pageAtPath('/wallet')).toBe('wallet');
    expect(pageAtPath('/casino/games/book%20of%20ra')).toBe('casinoGame');
    expect(pageAtPath('/tournaments/7')).toBe('tournament');
    expect(pageAtPath('/tournaments/7/more')).toBeUndefined();
    expect(pageAtPath('/no-such-page')).toBeUndefined();
    for (const key of pageKeys)
      expect(pageAtPath(resolvePagePath(key, { params: { gameId: 'g', tournamentId: '1' } })), key).toBe(key);
  });

  it("says who may see each page: a player's own pages are the player's", () => {
    for (const key of [
      'editProfile',
      'account',
      'deposit',
      'withdraw',
      'wallet',
      'limits',
      'freezeAccount',
      'referral',
      'favorites',
    ] as const) {
      expect(sitePages[key].audience, key).toBe('player');
    }
    for (const key of ['home', 'casino', 'promotions', 'tournaments', 'responsibleGambling', 'cookiePolicy'] as const)
      expect(sitePages[key].audience, key).toBe('anyone');
  });
});
