import { sameSitePath } from './sameSitePath';
// Types only: the contract's schemas stay out of the browser bundle (the mapping test checks the default paths).
import type { PageKey as SettingsPageKey } from '@casino/api-contract';
import { sitePages, type PageKey, type PageUrlOverrides } from './pages';

/**
 * The settings' page-URL list (`settings.pageUrls`) is keyed by the contract's page keys; the site map has its own.
 * This is the one mapping between them: each contract key names the site page with the same default path
 * (the contract's `vip` is the VIP club at /vip-club; the site's `vip` is the separate /vip menu target).
 */
export const settingsPageToSitePage = {
  home: 'home',
  casino: 'casino',
  liveCasino: 'liveCasino',
  slots: 'slots',
  popular: 'popular',
  providers: 'providers',
  promotions: 'promotions',
  bonuses: 'bonuses',
  deposit: 'deposit',
  withdraw: 'withdraw',
  cashback: 'cashback',
  tournaments: 'tournaments',
  profile: 'profile',
  editProfile: 'editProfile',
  transactions: 'transactions',
  verify: 'verify',
  favorites: 'favorites',
  vip: 'vipClub',
  cookiePolicy: 'cookiePolicy',
  termsAndConditions: 'termsAndConditions',
  privacyPolicy: 'privacyPolicy',
  responsibleGambling: 'responsibleGambling',
  bonusTerms: 'bonusTerms',
  contacts: 'contacts',
} as const satisfies Record<SettingsPageKey, PageKey>;

/**
 * A path settings may send a page to: same site, absolute, no query or fragment, not the root (that is the home page's)
 * and not where the server itself answers (`/api`, `/socket.io`). Anything else is ignored, never an open redirect.
 */
export function isPageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\/[^/\\]/.test(value) || /[\s?#\\]/.test(value)) return false;
  // Judged as the browser will resolve it too (`/.//evil.example` is `//evil.example` once its dot segments go).
  const resolved = sameSitePath(value);
  return resolved !== null && !/^\/(api|socket\.io)(\/|$)/i.test(resolved);
}

const overridesByList = new WeakMap<object, PageUrlOverrides>();

/**
 * Site-keyed overrides from the settings' page-URL list. Settings always carry the full list (merged over the
 * defaults), so an entry equal to the page's built-in path is no override; unknown keys and unusable paths are ignored.
 */
export function pageUrlOverrides(pageUrls: Readonly<Record<string, string>> | undefined): PageUrlOverrides {
  if (!pageUrls) return {};
  // Settings are one object until they refresh: worked out once per object, not on every request and render.
  const known = overridesByList.get(pageUrls);
  if (known) return known;
  const overrides: PageUrlOverrides = {};
  overridesByList.set(pageUrls, overrides);
  for (const [settingsKey, page] of Object.entries(settingsPageToSitePage) as Array<[SettingsPageKey, PageKey]>) {
    const url = pageUrls[settingsKey];
    if (!isPageUrl(url) || samePath(url, sitePages[page].path)) continue;
    overrides[page] = url;
  }
  return Object.freeze(overrides);
}

/** Route matching is case-insensitive and ignores a trailing slash; so is this comparison. */
function normalise(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // a malformed escape stays as it came
  }
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
}

function samePath(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

/** The page settings moved to this path, if any (the first by page key order when two claim it). */
export function pageAtOverriddenPath(pathname: string, overrides: PageUrlOverrides): PageKey | undefined {
  const entry = (Object.entries(overrides) as Array<[PageKey, string]>).find(([, url]) => samePath(url, pathname));
  return entry?.[0];
}

/** What a request for a path means once settings may have moved pages. */
export type PageRouting =
  /** Settings moved `page` here: render it. */
  | { kind: 'page'; page: PageKey }
  /** This is the built-in path of a page settings moved elsewhere: go there. */
  | { kind: 'redirect'; to: string }
  /** Nothing to do with overrides: the matched route renders as usual. */
  | { kind: 'route' };

/**
 * Routing of a request path under the page-URL overrides. A path settings give a page always shows that page (even
 * when it is another page's built-in path), so two pages may swap URLs without a redirect loop; otherwise the
 * built-in path of a moved page redirects to its new URL.
 */
export function routePagePath(pathname: string, overrides: PageUrlOverrides): PageRouting {
  const moved = pageAtOverriddenPath(pathname, overrides);
  if (moved) return { kind: 'page', page: moved };
  for (const [page, url] of Object.entries(overrides) as Array<[PageKey, string]>) {
    if (samePath(sitePages[page].path, pathname)) return { kind: 'redirect', to: url };
  }
  return { kind: 'route' };
}
