import { mergeSettings } from '@casino/api-contract';
import { bundledTranslations } from '@casino/i18n/server';
import { describe, expect, it } from 'vitest';
import { ROOT_ROUTE_ID } from '../document/shellData';
import { catchAllMeta } from './NotFoundPage';
import { catchAllResult, editProfileToAccountLoader, pageMeta, pageRouteResult } from './routeModules';

const moved = mergeSettings({ pageUrls: { tournaments: '/races', vip: '/club' } });
const get = (path: string) => new Request(`http://casino.test${path}`);

/** What a `data()` result carries: the status and the data, whatever React Router's wrapper looks like. */
function unwrap(result: unknown): { status: number; data: unknown } {
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped?.type === 'DataWithResponseInit') return { status: wrapped.init?.status ?? 200, data: wrapped.data };
  return { status: 200, data: result };
}

describe('page route loader (settings pageUrls)', () => {
  it('redirects the built-in URL of a moved page there, 302, keeping the query', () => {
    const response = pageRouteResult(get('/tournaments?tab=live&modal=login'), moved) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/races?tab=live&modal=login');
    expect((pageRouteResult(get('/vip-club'), moved) as Response).headers.get('Location')).toBe('/club');
  });

  it('lets every other page render as routed', () => {
    expect(pageRouteResult(get('/promotions'), moved)).toEqual({ page: null });
    expect(pageRouteResult(get('/vip'), moved)).toEqual({ page: null });
    expect(pageRouteResult(get('/tournaments'), mergeSettings())).toEqual({ page: null });
    expect(pageRouteResult(get('/tournaments'), undefined)).toEqual({ page: null });
  });

  it("renders the moved page on another page's built-in URL", () => {
    const panel = mergeSettings({ navigationSystem: 'panel', pageUrls: { editProfile: '/account', verify: '/account/verification' } });
    expect(pageRouteResult(get('/account'), panel)).toEqual({ page: 'editProfile' });
    expect(pageRouteResult(get('/account/verification'), panel)).toEqual({ page: 'verify' });
    expect((pageRouteResult(get('/profile/verify'), panel) as Response).headers.get('Location')).toBe('/account/verification');
  });
});

describe('catch-all loader', () => {
  it('renders the page settings put at the URL, with status 200', () => {
    expect(unwrap(catchAllResult(get('/races?x=1'), moved))).toEqual({ status: 200, data: { page: 'tournaments' } });
    expect(unwrap(catchAllResult(get('/Races/'), moved))).toEqual({ status: 200, data: { page: 'tournaments' } });
  });

  it('answers any other path with the 404 page', () => {
    expect(unwrap(catchAllResult(get('/no-such-page'), moved))).toEqual({ status: 404, data: { page: null } });
    expect(unwrap(catchAllResult(get('/races'), mergeSettings()))).toEqual({ status: 404, data: { page: null } });
  });
});

describe('titles', () => {
  const root = { id: ROOT_ROUTE_ID, loaderData: { translations: bundledTranslations('en'), brandName: 'Curaçao Casino' } };

  it('name the page a route renders: its own, or the one settings moved there', () => {
    expect(pageMeta({ matches: [root, { id: 'promotions', loaderData: { page: null } }] })).toEqual([{ title: 'Promotions | Curaçao Casino' }]);
    expect(pageMeta({ matches: [root, { id: 'account', loaderData: { page: 'editProfile' } }] })).toEqual([{ title: 'Edit profile | Curaçao Casino' }]);
  });

  it('of the catch-all route are the moved page, or 404', () => {
    expect(catchAllMeta({ matches: [root, { id: 'not-found', loaderData: { page: 'tournaments' } }] })).toEqual([{ title: 'Tournaments | Curaçao Casino' }]);
    expect(catchAllMeta({ matches: [root, { id: 'not-found', loaderData: { page: null } }] })).toEqual([{ title: '404' }, { name: 'robots', content: 'noindex' }]);
  });
});

describe('panel edit-profile redirect', () => {
  it('follows the page-URL list when settings move edit-profile', () => {
    const context = { settings: mergeSettings({ navigationSystem: 'panel', pageUrls: { editProfile: '/me' } }) };
    const response = editProfileToAccountLoader({ request: get('/profile/edit-profile?a=1'), context });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/me?a=1');
    expect(editProfileToAccountLoader({ request: get('/profile/edit-profile'), context: { settings: mergeSettings() } }).headers.get('Location')).toBe('/account');
  });
});
