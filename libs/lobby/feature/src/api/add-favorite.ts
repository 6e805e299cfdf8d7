import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';

/** `POST /api/user/favorites`: the game joins the player's favourites (the star's mutation: `toggle-favorite.ts`). */
export function addFavorite(api: ApiClient, gameId: number): Promise<unknown> {
  return api.call(endpoints.addFavorite, { body: { gameId } });
}
