// Route module of /tournaments/:tournamentId: the tournament and its leaderboard (with the player's own row) in the
// server HTML; a tournament that does not exist is the 404 page with status 404. Public and indexable.
import { isApiError } from '@casino/api-client';
import {
  pageMeta,
  pageShouldRevalidate,
  PageQueries,
  rootDataOf,
  type PageData,
  type PageMetaArgs,
} from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { NotFoundPage, PageErrorBoundary } from '@casino/page-ui';
import { useParams } from 'react-router';
import { leaderboardQueryOptions } from '../api/get-leaderboard';
import { TournamentPage } from '../lib/tournament/TournamentPage';
import { tournamentIdOf } from '../lib/tournament/tournamentId';

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, params }) => {
    const id = tournamentIdOf(params['tournamentId']);
    if (id === null) return Promise.reject(notFound());
    return queryClient.fetchQuery(leaderboardQueryOptions(api, id)).catch((error: unknown) => {
      if (isApiError(error) && error.code === 'NOT_FOUND') throw notFound();
    });
  },
});

/** The tournament's own name in the title ("Weekly Race | Brand") when the server had it. */
export const meta = (args: PageMetaArgs) => {
  const base = pageMeta(args);
  const data = (args.matches.at(-1) as { loaderData?: PageData; data?: PageData } | undefined) ?? {};
  const queries = (data.loaderData ?? data.data)?.dehydratedState?.queries ?? [];
  const name = (
    queries.find((q) => q.queryKey[1] === 'leaderboard')?.state.data as { tournament?: { name?: string } } | undefined
  )?.tournament?.name;
  const brand = rootDataOf(args.matches)?.brandName ?? '';
  return name ? base.map((m) => ('title' in m ? { title: `${name} | ${brand}` } : m)) : base;
};
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function TournamentRoute() {
  const id = tournamentIdOf(useParams()['tournamentId']);
  return <PageQueries>{id === null ? <NotFoundPage /> : <TournamentPage key={id} tournamentId={id} />}</PageQueries>;
}
