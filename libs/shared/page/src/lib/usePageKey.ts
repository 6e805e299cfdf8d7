import { sitePages, type PageKey } from '@casino/site';
import { useLoaderData, useMatches } from 'react-router';
import type { PageData } from './pageData';

/**
 * The page a page route renders: the route id (set in the route table) is the page key, unless the settings'
 * page-URL list moved another page to this URL (the loader says which).
 */
export function usePageKey(): PageKey {
  const matches = useMatches();
  const moved = useLoaderData<PageData | null | undefined>()?.page;
  const id = matches[matches.length - 1]?.id ?? 'home';
  return moved ?? (id in sitePages ? (id as PageKey) : 'home');
}
