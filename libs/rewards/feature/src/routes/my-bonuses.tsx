// Route module of /profile2/my-bonuses: a player's bonuses, server-rendered; a guest gets the login modal over the URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { userBonusesQueryOptions } from '../api/get-user-bonus';
import { MyBonusesPage } from '../lib/bonuses/BonusesPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player }) =>
    player.kind === 'player' ? [queryClient.prefetchQuery(userBonusesQueryOptions(api))] : [],
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function MyBonusesRoute() {
  return (
    <PageQueries>
      <MyBonusesPage />
    </PageQueries>
  );
}
