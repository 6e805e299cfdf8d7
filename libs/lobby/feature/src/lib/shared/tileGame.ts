import type { TileGame } from '@casino/lobby-ui';

/**
 * What a tile draws of a game, and nothing more. Lists that hold games for their tiles only (the home's rows, a list
 * page's pages of 24) keep these six fields of the contract's nineteen: a 10,000-game list kept every game's bets, tags,
 * dates and countries on the heap (the phone's garbage collection pauses while scrolling grew with it), and the server
 * wrote them into the page's data.
 */
export const tileGameOf = ({ id, slug, name, providerName, thumbnailUrl, isFavorite }: TileGame): TileGame => ({
  id,
  slug,
  name,
  providerName,
  thumbnailUrl,
  isFavorite,
});
