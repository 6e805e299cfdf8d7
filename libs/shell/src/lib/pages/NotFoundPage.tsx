import { Link } from '@casino/design-system';
import type { PageKey } from '@casino/site';
import type { ComponentType } from 'react';
import { data, useLoaderData, type MetaDescriptor } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './ComingSoonPage';
import { MessagePage } from './PageSection';
import { pageMeta, type PageRouteData } from './routeModules';

/** 404 page with its "Go Home" link. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      eyebrow={<span aria-hidden="true">404</span>}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Link to="/" appearance="primary">
          {t('notFound.goHome')}
        </Link>
      }
    />
  );
}

/** Loader of a catch-all route that knows no page URLs: the page renders, with status 404 for crawlers and monitoring. */
export function notFoundLoader() {
  return data(null, { status: 404 });
}

/** The document title of the 404 page. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: '404' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The `*` route's component. Its loader (`catchAllLoader`) says which page the settings' page-URL list put at this
 * URL: that page renders (the app's component for it from `pages`, else its coming-soon placeholder), inside the
 * layout like anywhere else; no page means the 404 page.
 */
export function createCatchAllRoute(pages: Partial<Record<PageKey, ComponentType>> = {}) {
  return function CatchAllRoute() {
    const page = useLoaderData<PageRouteData | null | undefined>()?.page;
    if (!page) return <NotFoundPage />;
    const Page = pages[page];
    return Page ? <Page /> : <ComingSoonPage page={page} />;
  };
}

/** The `*` route's document title: the moved page's, or the 404 page's. */
export function catchAllMeta(args: Parameters<typeof pageMeta>[0] & { loaderData?: unknown }): MetaDescriptor[] {
  const last = args.matches[args.matches.length - 1];
  const moved = ((args.loaderData ?? last?.loaderData ?? last?.data) as PageRouteData | null | undefined)?.page;
  return moved ? pageMeta(args) : notFoundMeta();
}
