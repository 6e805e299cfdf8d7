import { sitePages, type PageKey } from '@casino/site';
import { useMatches } from 'react-router';
import { ComingSoonPage } from './ComingSoonPage';

/** Route component for pages still to come: the route id (set in routes.ts) is the page key. */
export function ComingSoonRoute() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? 'home';
  const page: PageKey = id in sitePages ? (id as PageKey) : 'home';
  return <ComingSoonPage page={page} />;
}
