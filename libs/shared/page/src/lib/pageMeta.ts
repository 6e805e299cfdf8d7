import { pageTitleKey, type PageKey } from '@casino/site';
import type { MetaDescriptor } from 'react-router';
import type { PageData } from './pageData';
import { rootDataOf, rootTranslations } from './rootData';

interface Match {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export interface PageMetaArgs {
  matches: ReadonlyArray<Match | undefined>;
  location?: { pathname: string };
}

/** Translation key of a page's meta description. */
export function pageDescriptionKey(key: PageKey): string {
  return `page.${key}.description`;
}

/** The page a route renders: the one settings moved here, else the route's own (its id is the page key). */
function routePage(match: Match | undefined): PageKey | undefined {
  const moved = ((match?.loaderData ?? match?.data) as PageData | null | undefined)?.page;
  return moved ?? (match?.id as PageKey | undefined);
}

/** `<link rel="canonical">`: the site's origin and the page's path, never its query (filters, modals, campaigns). */
function canonical(origin: string | undefined, pathname: string | undefined): MetaDescriptor[] {
  if (!origin || !pathname) return [];
  return [{ tagName: 'link', rel: 'canonical', href: new URL(pathname, origin).href }];
}

/**
 * A page module's `meta`: the translated title ("Page | Brand"), the page's translated description and its canonical
 * URL. React Router keeps only the deepest route's meta, so this says everything a page's head needs.
 */
export function pageMeta({ matches, location }: PageMetaArgs): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const page = routePage(matches[matches.length - 1]);
  const t = rootTranslations(root);
  const brand = root?.brandName ?? '';
  const title = page ? t[pageTitleKey(page)] : undefined;
  const description = (page ? t[pageDescriptionKey(page)] : undefined) ?? t[pageDescriptionKey('home')] ?? '';
  return [
    // The home page is the brand itself.
    { title: title && page !== 'home' ? `${title} | ${brand}` : brand },
    { name: 'description', content: description },
    ...canonical(root?.origin, location?.pathname),
  ];
}

/** The document head of a URL that is no page: titled 404, kept out of search indexes. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: '404' }, { name: 'robots', content: 'noindex' }];
}

/** The `*` route's head: the page settings put at this URL, or the 404 page's. */
export function catchAllMeta(args: PageMetaArgs): MetaDescriptor[] {
  const last = args.matches[args.matches.length - 1];
  const moved = ((last?.loaderData ?? last?.data) as PageData | null | undefined)?.page;
  return moved ? pageMeta(args) : notFoundMeta();
}

/** The root route's head (used when no page route answers, e.g. the root error page). */
export function rootMeta({ matches }: PageMetaArgs): MetaDescriptor[] {
  const root = rootDataOf(matches);
  return [
    { title: root?.brandName ?? '' },
    { name: 'description', content: rootTranslations(root)[pageDescriptionKey('home')] ?? '' },
  ];
}
