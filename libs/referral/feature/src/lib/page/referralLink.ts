import type { AppSettings } from '@casino/api-contract';
import { ROOT_ROUTE_ID, type RootPageData } from '@casino/page';
import { useRouteLoaderData } from 'react-router';

/**
 * The referral link as a friend can open it: the backend answers a path (`/?ref=CODE`), made absolute on the site's
 * origin; a link that is already absolute stays as it is.
 */
export function absoluteReferralLink(link: string, origin: string | undefined): string {
  try {
    return new URL(link, origin).href;
  } catch {
    // no origin to stand on (and not absolute): the path is still better than nothing
    return link;
  }
}

/**
 * Where this site lives, as canonical URLs say it: `CASINO_PUBLIC_ORIGIN`, else the request's origin (root data), else
 * the settings' `casinoOrigin`; the browser's own origin only outside the app (stories). Server and browser read the
 * same root data, so the link hydrates without a mismatch.
 */
export function useSiteOrigin(): string | undefined {
  const root = useRouteLoaderData<RootPageData & { settings?: AppSettings }>(ROOT_ROUTE_ID);
  return (
    root?.origin ?? root?.settings?.casinoOrigin ?? (typeof window === 'undefined' ? undefined : window.location.origin)
  );
}
