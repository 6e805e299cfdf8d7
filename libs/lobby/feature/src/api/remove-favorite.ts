import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `DELETE /api/user/favorites/:gameId`: the game leaves the player's favourites (the star's mutation: `toggle-favorite.ts`). */
export function removeFavorite(api: ApiClient, gameId: number): Promise<unknown> {
  return api.call(endpoints.removeFavorite, { params: { gameId: String(gameId) } });
}
