// Route module of the home page (`tools/config/brand-routes.ts`): nothing to prefetch yet; the lobby issue's game
// rows will add their queries to the loader (docs/data-and-pages.md).
import { pageMeta, pageShouldRevalidate } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { HomePage } from '../lib/HomePage';

export const loader = definePageLoader();
export const meta = pageMeta;
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default HomePage;
