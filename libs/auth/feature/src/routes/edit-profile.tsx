// Route module of the edit-profile page (/profile/edit-profile; /account in the panel layout). The worked example of
// docs/data-and-pages.md: a page of the player's own data, prefetched on the server so the form arrives filled.
import type { AppSettings } from '@casino/api-contract';
import { pageMeta, pageShouldRevalidate, PageQueries, ROOT_ROUTE_ID, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { countriesQueryOptions } from '@casino/reference-data';
import { useRouteLoaderData } from 'react-router';
import { EditProfilePage } from '../lib/profile/EditProfilePage';

/**
 * The player (user details, asked once per request with the root loader) and the country list the form shows. A guest
 * gets the same URL with the login modal open over it.
 */
export const loader = definePageLoader({
  prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(countriesQueryOptions(api)),
});

/** A player's own page: titled and described like any page, and kept out of search indexes. */
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function EditProfileRoute() {
  const settings = useRouteLoaderData<{ settings: AppSettings }>(ROOT_ROUTE_ID)?.settings;
  return <PageQueries>{settings ? <EditProfilePage settings={settings} /> : null}</PageQueries>;
}
