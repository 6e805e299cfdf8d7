import type { AppSettings } from '@casino/api-contract';
import { pageUrlOverrides, routePagePath } from '@casino/site';
import { data, redirect } from 'react-router';
import type { PageData } from './pageData';

type PageUrlSettings = Pick<AppSettings, 'pageUrls'> | undefined;

/**
 * Every page route under the settings' page-URL list: a URL settings give a page renders that page; the built-in URL
 * of a moved page redirects (302, query kept) to its new one; anything else renders as routed.
 */
export function pageRouteResult(request: Request, settings: PageUrlSettings): Response | PageData {
  const url = new URL(request.url);
  const routing = routePagePath(url.pathname, pageUrlOverrides(settings?.pageUrls));
  if (routing.kind === 'redirect') return redirect(`${routing.to}${url.search}`, 302);
  return { page: routing.kind === 'page' ? routing.page : null };
}

/** The `*` route: a URL settings give a page renders it; any other path is the 404 page, with status 404. */
export function catchAllResult(request: Request, settings: PageUrlSettings) {
  const result = pageRouteResult(request, settings);
  if (result instanceof Response || result.page) return result;
  return data<PageData>({ page: null }, { status: 404 });
}
