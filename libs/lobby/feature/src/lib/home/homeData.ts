import type { ApiClient } from '@casino/api-client';
import { createSharedDataCache, forwardsDevHeaders, isPhoneRequest, type PagePrefetch } from '@casino/page/server';
import { getGames } from '../../api/get-games';
import { tileGameOf } from '../shared/tileGame';
import { getProviders } from '../../api/get-providers';
import { getJackpots } from '../../api/get-jackpots';
import { getWinners } from '../../api/get-winners';
import { HOME_PHONE_DRAWN_FIRST, HOME_SHARED_DATA_TTL_MS, HOME_ROW_SIZE, HOME_ROWS, type HomeData } from './homeRows';

export { HOME_PHONE_DRAWN_FIRST, HOME_ROWS, HOME_ROW_SIZE, type HomeData, type HomeRowKey } from './homeRows';

/**
 * What the home page shows, fetched on the server in one go (each part on its own: a failing one is an empty section,
 * never a failed page). Plain data, so the guest home needs no query library in the browser. `complete`: every part
 * answered (only then may the data be kept for other visitors).
 */
export async function loadHomeData(api: ApiClient): Promise<{ data: HomeData; complete: boolean }> {
  let complete = true;
  const orEmpty = <T>(promise: Promise<T[]>): Promise<T[]> =>
    promise.catch(() => {
      complete = false;
      return [];
    });
  const [rows, providers, jackpots, latestWinners, topWinners] = await Promise.all([
    Promise.all(
      HOME_ROWS.map(async ({ key, query }) => ({
        key,
        games: await orEmpty(
          getGames(api, { ...query, pageNo: 1, limit: HOME_ROW_SIZE }).then((p) => p.rows.map(tileGameOf)),
        ),
      })),
    ),
    orEmpty(getProviders(api).then((list) => list.map(({ slug, name, gameCount }) => ({ slug, name, gameCount })))),
    orEmpty(getJackpots(api)),
    orEmpty(getWinners(api, 'latest')),
    orEmpty(getWinners(api, 'top')),
  ]);
  return { data: { rows, providers, jackpots, latestWinners, topWinners }, complete };
}

/**
 * The home's data (rows, providers, jackpots, winners) is the same for every visitor of a language: its tiles show no
 * favourite star, so nothing on it is a player's own. One load, without anyone's token, serves a server process's
 * guests and players for a few seconds (it was nine backend calls per page, and per player page still nine after the
 * guests shared theirs).
 */
export const sharedHomeData = createSharedDataCache<HomeData>({ ttlMs: HOME_SHARED_DATA_TTL_MS });

/**
 * The home page's data for this request: the shared data, and for a phone's browser how much of each sideways strip to
 * draw first. A request carrying the dev backend's test headers (a fault scope, a country) loads its own, and is never
 * served another's.
 */
export async function homeDataFor({
  api,
  publicApi,
  lng,
  request,
}: Pick<PagePrefetch, 'api' | 'publicApi' | 'lng' | 'request'>): Promise<HomeData> {
  const data = forwardsDevHeaders(request)
    ? (await loadHomeData(api)).data
    : await sharedHomeData.get(lng, async () => {
        const { data, complete } = await loadHomeData(publicApi);
        return { value: data, complete };
      });
  return isPhoneRequest(request) ? { ...data, drawnFirst: HOME_PHONE_DRAWN_FIRST } : data;
}
