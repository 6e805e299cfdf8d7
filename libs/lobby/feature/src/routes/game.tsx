// Route module of the game page (/casino/games/:gameId): the game's details and similar games in the server HTML; a
// game that does not exist is the 404 page with status 404.
import { isApiError } from '@casino/api-client';
import {
  pageShouldRevalidate,
  PageQueries,
  pageMeta,
  rootDataOf,
  type PageData,
  type PageMetaArgs,
} from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { useParams } from 'react-router';
import { gameQueryOptions } from '../api/get-game';
import { gameRowQueryOptions } from '../api/get-games';
import { GamePage, SIMILAR_LIMIT } from '../lib/game/GamePage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, params }) =>
    queryClient
      .fetchQuery(gameQueryOptions(api, params['gameId'] ?? ''))
      .then((game) =>
        queryClient.prefetchQuery(
          gameRowQueryOptions(api, { category: game.category, sort: 'popular' }, SIMILAR_LIMIT),
        ),
      )
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'GAME_NOT_FOUND')
          throw new Response(null, { status: 404, statusText: 'Not Found' });
      }),
});

/** The game's own name in the title ("Book of Dev | Brand") when the server had its details. */
export const meta = (args: PageMetaArgs) => {
  const base = pageMeta(args);
  const data = (args.matches.at(-1) as { loaderData?: PageData; data?: PageData } | undefined) ?? {};
  const queries = (data.loaderData ?? data.data)?.dehydratedState?.queries ?? [];
  const name = (queries.find((q) => q.queryKey[2] === 'game')?.state.data as { name?: string } | undefined)?.name;
  const brand = rootDataOf(args.matches)?.brandName ?? '';
  return name ? base.map((m) => ('title' in m ? { title: `${name} | ${brand}` } : m)) : base;
};
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function GameRoute() {
  const { gameId = '' } = useParams();
  return (
    <PageQueries>
      <GamePage key={gameId} slug={gameId} />
    </PageQueries>
  );
}
