import type { ApiClient } from '@casino/api-client';
import type { TileGame } from '@casino/lobby-ui';
import { getGames } from '../../api/get-games';
import { getProviders } from '../../api/get-providers';
import { getJackpots, getWinners } from '../../api/get-winners';
import { HOME_ROW_SIZE, HOME_ROWS, type HomeData } from './homeRows';

export { HOME_ROWS, HOME_ROW_SIZE, type HomeData, type HomeRowKey } from './homeRows';

const tile = ({ id, slug, name, providerName, thumbnailUrl, isFavorite }: TileGame): TileGame => ({ id, slug, name, providerName, thumbnailUrl, isFavorite });
const orEmpty = <T,>(promise: Promise<T[]>): Promise<T[]> => promise.catch(() => []);

/**
 * What the home page shows, fetched on the server in one go (each part on its own: a failing one is an empty section,
 * never a failed page). Plain data, so the guest home needs no query library in the browser.
 */
export async function loadHomeData(api: ApiClient): Promise<HomeData> {
  const [rows, providers, jackpots, latestWinners, topWinners] = await Promise.all([
    Promise.all(HOME_ROWS.map(async ({ key, query }) => ({ key, games: await orEmpty(getGames(api, { ...query, pageNo: 1, limit: HOME_ROW_SIZE }).then((p) => p.rows.map(tile))) }))),
    orEmpty(getProviders(api).then((list) => list.map(({ slug, name, gameCount }) => ({ slug, name, gameCount })))),
    orEmpty(getJackpots(api)),
    orEmpty(getWinners(api, 'latest')),
    orEmpty(getWinners(api, 'top')),
  ]);
  return { rows, providers, jackpots, latestWinners, topWinners };
}
