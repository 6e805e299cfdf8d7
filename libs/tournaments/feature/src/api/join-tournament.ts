import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentsKeys } from './tournaments-keys';

/** `POST /api/tournaments/:id/join` (token required): TOURNAMENT_ENDED, ALREADY_JOINED, NOT_FOUND, SELF_EXCLUDED, ACCOUNT_FROZEN. */
export function joinTournament(api: ApiClient, id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.joinTournament, { params: { id: String(id) }, body: {}, signal });
}

/** Join, then read the lists and leaderboards again (the joined flag, the participants, the player's own row). */
export function useJoinTournament() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => joinTournament(api, id),
    // A refusal may mean the page was out of date (already joined elsewhere, ended meanwhile): read it again too.
    onSettled: () => invalidateInBackground(queryClient, tournamentsKeys.all()),
  });
}
