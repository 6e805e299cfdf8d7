// Route module of the home page (`tools/config/brand-routes.ts`): the welcome package, then the lobby's rows, providers,
// jackpots and winners from the server. Plain loader data, not the query cache: the guest home stays light.
import { pageMeta, pageShouldRevalidate, type PageData } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { useLoaderData } from 'react-router';
import { HomePage } from '../lib/HomePage';
import { HomeSections } from '../lib/home/HomeSections';
import { homeDataFor } from '../lib/home/homeData';
import type { HomeData } from '../lib/home/homeRows';

export const loader = definePageLoader({ data: homeDataFor });
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function HomeRoute() {
  const data = useLoaderData<PageData<HomeData> | undefined>()?.data;
  return <HomePage lobby={data ? <HomeSections data={data} /> : null} />;
}
