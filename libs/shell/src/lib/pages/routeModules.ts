import type { AppSettings } from '@casino/api-contract';
import { pageTitleKey, pageUrlOverrides, resolvePagePath, routePagePath, type PageKey } from '@casino/site';
import { data, redirect, type MetaDescriptor } from 'react-router';
import { ROOT_ROUTE_ID, type ShellData } from '../document/shellData';

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

function rootData(matches: MetaArgs['matches']): ShellData | undefined {
  const root = matches.find((m) => m?.id === ROOT_ROUTE_ID);
  return (root?.loaderData ?? root?.data) as ShellData | undefined;
}

/**
 * What a page route's loader hands its page: the page settings moved to this URL (`pageUrls`), or null when the
 * route renders its own page (the route id is the page key).
 */
export interface PageRouteData {
  page: PageKey | null;
}

/** The page a route renders: the one settings moved here, else the route's own (its id). */
function routePage(match: MetaArgs['matches'][number]): PageKey | undefined {
  const moved = ((match?.loaderData ?? match?.data) as PageRouteData | null | undefined)?.page;
  return moved ?? (match?.id as PageKey | undefined);
}

/** `<title>` "Page | Brand" from the root translations. */
export function pageMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const data = rootData(matches);
  const page = routePage(matches[matches.length - 1]);
  const title = page ? data?.translations[pageTitleKey(page)] : undefined;
  const brand = data?.brandName ?? '';
  return [{ title: title ? `${title} | ${brand}` : brand }];
}

/** Default document title and description of the brand. */
export function rootMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const data = rootData(matches);
  return [{ title: data?.brandName ?? '' }, { name: 'description', content: data?.translations['home.hero.text'] ?? '' }];
}

type PageUrlSettings = Pick<AppSettings, 'pageUrls'> | undefined;

/**
 * Loader of every page route under the settings' page-URL list: a URL settings give a page renders that page;
 * the built-in URL of a moved page redirects (302, query kept) to its new one; anything else renders as routed.
 */
export function pageRouteResult(request: Request, settings: PageUrlSettings): Response | PageRouteData {
  const url = new URL(request.url);
  const routing = routePagePath(url.pathname, pageUrlOverrides(settings?.pageUrls));
  if (routing.kind === 'redirect') return redirect(`${routing.to}${url.search}`, 302);
  return { page: routing.kind === 'page' ? routing.page : null };
}

/** Loader of the `*` route: a URL settings give a page renders it; any other path is the 404 page, with status 404. */
export function catchAllResult(request: Request, settings: PageUrlSettings) {
  const result = pageRouteResult(request, settings);
  if (result instanceof Response || result.page) return result;
  return data<PageRouteData>({ page: null }, { status: 404 });
}

/**
 * In the panel layout /profile/edit-profile is /account (or where the settings' page-URL list puts edit-profile):
 * old links and bookmarks land there.
 */
export function editProfileToAccountLoader({ request, context }: { request: Request; context?: unknown }) {
  const url = new URL(request.url);
  const settings = (context as { settings?: PageUrlSettings } | undefined)?.settings;
  const to = resolvePagePath('editProfile', { navigationSystem: 'panel', overrides: pageUrlOverrides(settings?.pageUrls) });
  return redirect(`${to}${url.search}`, 301);
}
