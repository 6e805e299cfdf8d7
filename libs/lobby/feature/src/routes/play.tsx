// Route module of /play/:gameId: the game in a frame. The game session is asked for in the browser (a session per
// visit); the server renders the page around it with the game's name.
import { pageShouldRevalidate, PageQueries, pageMeta, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { isApiError } from '@casino/api-client';
import { useParams } from 'react-router';
import { gameQueryOptions } from '../api/get-game';
import { PlayPage } from '../lib/game/PlayPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, params }) =>
    queryClient.fetchQuery(gameQueryOptions(api, params['gameId'] ?? '')).catch((error: unknown) => {
      if (isApiError(error) && error.code === 'GAME_NOT_FOUND')
        throw new Response(null, { status: 404, statusText: 'Not Found' });
    }),
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function PlayRoute() {
  const { gameId = '' } = useParams();
  return (
    <PageQueries>
      <PlayPage key={gameId} slug={gameId} />
    </PageQueries>
  );
}
