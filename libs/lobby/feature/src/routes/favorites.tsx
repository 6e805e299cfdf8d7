// Route module of /profile/favorites: a player's favourites and recent games, server-rendered; a guest gets the login
// modal over the same URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { favoritesQueryOptions } from '../api/get-favorites';
import { recentGamesQueryOptions } from '../api/get-recent-games';
import { FavoritesPage } from '../lib/lists/FavoritesPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player }) =>
    player.kind === 'player'
      ? [queryClient.prefetchQuery(favoritesQueryOptions(api)), queryClient.prefetchQuery(recentGamesQueryOptions(api))]
      : [],
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function FavoritesRoute() {
  return (
    <PageQueries>
      <FavoritesPage />
    </PageQueries>
  );
}
