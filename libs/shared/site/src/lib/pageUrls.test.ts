import { defaultPageUrls, mergeSettings, pageKeys as settingsPageKeys } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { resolvePagePath, sitePages } from './pages';
import { isPageUrl, pageAtOverriddenPath, pageUrlOverrides, routePagePath, settingsPageToSitePage } from './pageUrls';

describe('settings page keys and site pages', () => {
  it('map every contract page key to the site page with the same default path', () => {
    for (const key of settingsPageKeys) {
      expect(sitePages[settingsPageToSitePage[key]].path, key).toBe(defaultPageUrls[key]);
    }
  });

  it("send the contract's vip to the VIP club, not the /vip menu target", () => {
    expect(settingsPageToSitePage.vip).toBe('vipClub');
    expect(pageUrlOverrides({ vip: '/club' })).toEqual({ vipClub: '/club' });
  });
});

describe('page-URL overrides from settings', () => {
  it('are empty for the merged defaults (the full list is no override)', () => {
    expect(pageUrlOverrides(mergeSettings().pageUrls)).toEqual({});
    expect(pageUrlOverrides(undefined)).toEqual({});
  });

  it('keep the entries that move a page, keyed by site page', () => {
    const { pageUrls } = mergeSettings({ pageUrls: { tournaments: '/races', editProfile: '/account' } });
    expect(pageUrlOverrides(pageUrls)).toEqual({ tournaments: '/races', editProfile: '/account' });
  });

  it('ignore unknown keys and paths that could leave the site or hit the server', () => {
    const overrides = pageUrlOverrides({
      freemoney: '/free',
      casino: 'https://evil.test/',
      slots: '//evil.test/slots',
      popular: '/\\evil.test',
      promotions: 'offers',
      bonuses: '/',
      deposit: '/api/core/casino/settings2',
      withdraw: '/pay out',
      cashback: '/cash?x=1',
      contacts: '/help',
    });
    expect(overrides).toEqual({ contacts: '/help' });
  });

  it('accept nested paths', () => {
    expect(isPageUrl('/casino/races')).toBe(true);
    expect(isPageUrl('/apiary')).toBe(true);
    expect(isPageUrl('/socket.io/x')).toBe(false);
  });

  it('judge a path as the browser resolves its dot segments: no other host, and not the server’s own paths', () => {
    for (const path of ['/.//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example', '/x/../api/core'])
      expect(isPageUrl(path), path).toBe(false);
    expect(isPageUrl('/casino/../races')).toBe(true);
  });
});

describe('links by page key', () => {
  it('use the overridden path, and the built-in one otherwise', () => {
    const overrides = pageUrlOverrides({ tournaments: '/races' });
    expect(resolvePagePath('tournaments', { overrides })).toBe('/races');
    expect(resolvePagePath('promotions', { overrides })).toBe('/promotions');
  });

  it('let settings move edit-profile in the panel layout too', () => {
    expect(
      resolvePagePath('editProfile', {
        navigationSystem: 'panel',
        overrides: pageUrlOverrides(mergeSettings().pageUrls),
      }),
    ).toBe('/account');
    expect(
      resolvePagePath('editProfile', {
        navigationSystem: 'panel',
        overrides: pageUrlOverrides({ editProfile: '/me' }),
      }),
    ).toBe('/me');
  });
});

describe('routing a request path', () => {
  const overrides = pageUrlOverrides({ tournaments: '/races', vip: '/club' });

  it('renders a moved page at its new path, whatever the case or trailing slash', () => {
    expect(routePagePath('/races', overrides)).toEqual({ kind: 'page', page: 'tournaments' });
    expect(routePagePath('/Races/', overrides)).toEqual({ kind: 'page', page: 'tournaments' });
    expect(pageAtOverriddenPath('/club', overrides)).toBe('vipClub');
  });

  it('redirects the built-in path of a moved page', () => {
    expect(routePagePath('/tournaments', overrides)).toEqual({ kind: 'redirect', to: '/races' });
    expect(routePagePath('/vip-club', overrides)).toEqual({ kind: 'redirect', to: '/club' });
  });

  it('leaves every other path to its route', () => {
    expect(routePagePath('/promotions', overrides)).toEqual({ kind: 'route' });
    expect(routePagePath('/vip', overrides)).toEqual({ kind: 'route' });
    expect(routePagePath('/no-such-page', overrides)).toEqual({ kind: 'route' });
    // A tournament's own page stays where it is when settings move the tournaments list.
    expect(routePagePath('/tournaments/1', overrides)).toEqual({ kind: 'route' });
    expect(routePagePath('/tournaments', {})).toEqual({ kind: 'route' });
  });

  it('shows the moved page on another page’s built-in path, so two pages can swap without a loop', () => {
    const swapped = pageUrlOverrides({ promotions: '/bonuses', bonuses: '/promotions' });
    expect(routePagePath('/bonuses', swapped)).toEqual({ kind: 'page', page: 'promotions' });
    expect(routePagePath('/promotions', swapped)).toEqual({ kind: 'page', page: 'bonuses' });
  });
});
