// Route module of every page still to come (`tools/config/brand-routes.ts` points the site map's other pages here):
// the translated placeholder inside the real layout, titled like the page it stands in for.
import { pageMeta, pageShouldRevalidate, usePageKey } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { ComingSoonPage, PageErrorBoundary } from '@casino/page-ui';

export const loader = definePageLoader();
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function ComingSoonRoute() {
  return <ComingSoonPage page={usePageKey()} />;
}
