// Route module of the player's profile pages: /profile (overview and settings links) and /profile2/my-profile (overview
// and the edit-profile forms). Modelled on edit-profile.tsx: the player's own data, prefetched on the server.
import type { AppSettings } from '@casino/api-contract';
import { pageMeta, pageShouldRevalidate, PageQueries, ROOT_ROUTE_ID, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { countriesQueryOptions } from '@casino/reference-data';
import { useRouteLoaderData } from 'react-router';
import { ProfilePage } from '../lib/profile/ProfilePage';

/**
 * The player (user details, asked once per request with the root loader: the overview reads nothing else) and the
 * country list my profile's form shows. A guest gets the same URL with the login modal open over it.
 */
export const loader = definePageLoader({
  prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(countriesQueryOptions(api)),
});

/** A player's own page: titled and described like any page, and kept out of search indexes. */
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function ProfileRoute() {
  const settings = useRouteLoaderData<{ settings: AppSettings }>(ROOT_ROUTE_ID)?.settings;
  return <PageQueries>{settings ? <ProfilePage settings={settings} /> : null}</PageQueries>;
}
