// Route module of /responsible-gambling: advice, the signs of a problem and the tools section, in the server HTML for
// anyone (crawlers included); a signed-in player also switches ghost mode and the reward-calendar opt-out here.
import { pageMeta, pageShouldRevalidate, PageQueries, useAppSettings, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { ResponsibleGamblingPage } from '../lib/tools/ResponsibleGamblingPage';

export const loader = definePageLoader();
export const meta = (args: PageMetaArgs) => pageMeta(args);
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function ResponsibleGamblingRoute() {
  const settings = useAppSettings();
  // The page's query cache: a player's preference switches send their change through it.
  return (
    <PageQueries>
      <ResponsibleGamblingPage settings={settings} />
    </PageQueries>
  );
}
