// Route module of `*` in every brand: a URL the settings' page-URL list gives a page renders that page's module (its
// loader, its component) inside the layout; any other URL is the 404 page, with status 404.
import { catchAllMeta, pageRouteResult, pageShouldRevalidate, type PageData } from '@casino/page';
import { settingsFor } from '@casino/page/server';
import { ComingSoonPage, NotFoundPage, PageErrorBoundary } from '@casino/page-ui';
import type { PageKey } from '@casino/site';
import { lazy, Suspense, type ComponentType } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageModules } from '../lib/pageModules';

export async function loader(args: LoaderFunctionArgs) {
  const routing = pageRouteResult(args.request, await settingsFor(args.context));
  if (routing instanceof Response) return routing;
  const page = routing.page;
  if (!page) return data<PageData>({ page: null }, { status: 404 });
  const load = pageModules[page];
  if (!load) return routing;
  // The moved page's own loader, as if it were routed here: its audience, its prefetch, its redirects.
  const own = (await (await load()).loader?.(args)) as PageData | Response | undefined;
  if (own instanceof Response) return own;
  return { ...own, page } satisfies PageData;
}

export const meta = catchAllMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

const lazyPages = new Map<PageKey, ComponentType>();
function lazyPage(page: PageKey, load: () => Promise<{ default: ComponentType }>): ComponentType {
  let Page = lazyPages.get(page);
  if (!Page) {
    Page = lazy(load);
    lazyPages.set(page, Page);
  }
  return Page;
}

export default function CatchAllRoute() {
  const page = useLoaderData<PageData | null | undefined>()?.page;
  if (!page) return <NotFoundPage />;
  const load = pageModules[page];
  if (!load) return <ComingSoonPage page={page} />;
  const Page = lazyPage(page, load);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
