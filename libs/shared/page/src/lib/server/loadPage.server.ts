import type { ApiClient } from '@casino/api-client';
import { createServerQueryClient } from '@casino/query/server';
import { loginModalUrl } from '@casino/session';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { pageAtPath, sitePages, type PageAudience, type PageKey } from '@casino/site';
import type { PageData } from '../pageData';
import { pageRouteResult } from '../pageRouting';
import { requestLanguage, serverApi, settingsFor, type LoaderArgs } from './context.server';
import { playerOnServer, playerToken, type ServerPlayer } from './player.server';

/** A page never waits long for what it prefetches: past this, the browser fetches it instead. */
export const PAGE_PREFETCH_TIMEOUT_MS = 5_000;

export interface PagePrefetch {
  /** The request's own QueryClient: `queryClient.prefetchQuery(gamesQueryOptions(api, ...))`. */
  queryClient: QueryClient;
  /** The backend on this visitor's behalf (their token, language and IP). */
  api: ApiClient;
  /**
   * The backend without the visitor's token (their language and IP): for public data a process may share between
   * visitors, guests and players alike. The same client as `api` for a guest.
   */
  publicApi: ApiClient;
  player: ServerPlayer;
  request: Request;
  url: URL;
  /** The visitor's language (their cookie, else the brand's default). */
  lng: string;
  /** The page settings moved to this URL (`pageUrls`), else null: the route's own page. */
  page: PageKey | null;
  /** The route's URL parameters (`:gameId`). */
  params: Readonly<Record<string, string | undefined>>;
}

export interface PageLoaderOptions {
  /**
   * `player`: a page of the player's own data. A guest (no token, or a refused one) gets the same URL with the login
   * modal open over it; a token the server could not check still renders the page, which fills in once the browser
   * confirms the player. A page declares it in the page registry (`sitePages` in `@casino/site`), not here: this
   * overrides the registry, for a loader that serves no page of it.
   * @default the registry's audience of the page the request shows (the one settings moved to its URL, else the one
   * whose path it is), `anyone` for a path of no page
   */
  audience?: PageAudience;
  /**
   * Runs the page's queries on the server. A query that fails is left out: the browser fetches it again. A prefetch
   * that rejects with a `Response` (`new Response(null, { status: 404 })` for a game that does not exist) ends the page with it.
   */
  prefetch?: (context: PagePrefetch) => Promise<unknown> | ReadonlyArray<Promise<unknown>>;
  /**
   * Plain data for a page that shows server data without the query cache (the guest home keeps the query library and
   * the API client out of its first download): handed to the page as `PageData.data`; left out when it fails.
   */
  data?: (context: PagePrefetch) => Promise<unknown>;
}

/**
 * The `loader` of a page module (docs/data-and-pages.md): the settings' page-URL list (a moved page's old URL
 * redirects), the audience, then the page's queries fetched into a per-request QueryClient and handed over
 * dehydrated, so the first HTML carries the page's content and the browser does not ask again.
 */
export function definePageLoader({ audience: ownAudience, prefetch, data }: PageLoaderOptions = {}) {
  return async function pageLoader(args: LoaderArgs): Promise<PageData | Response> {
    const settings = await settingsFor(args.context);
    const routing = pageRouteResult(args.request, settings);
    if (routing instanceof Response) return routing;
    const url = new URL(args.request.url);
    const page = routing.page ?? pageAtPath(url.pathname);
    const audience = ownAudience ?? (page ? sitePages[page].audience : 'anyone');
    if (audience === 'anyone' && !prefetch && !data) return routing;

    const player = await playerOnServer(args);
    if (
      audience === 'player' &&
      (player.kind === 'none' || player.kind === 'refused') &&
      !url.searchParams.has('modal')
    ) {
      return redirect(loginModalUrl(url), 302);
    }
    if (!prefetch && !data) return routing;
    const queryClient = createServerQueryClient();
    const lng = requestLanguage(args.request, settings);
    const token = playerToken(player);
    const api = serverApi(args, { token, lng, timeoutMs: PAGE_PREFETCH_TIMEOUT_MS });
    const publicApi = token ? serverApi(args, { lng, timeoutMs: PAGE_PREFETCH_TIMEOUT_MS }) : api;
    const context: PagePrefetch = {
      queryClient,
      api,
      publicApi,
      player,
      request: args.request,
      url,
      lng,
      page: routing.page,
      params: args.params ?? {},
    };
    const work = prefetch ? prefetch(context) : [];
    const [results, plain] = await Promise.all([
      Promise.allSettled(Array.isArray(work) ? work : [work]),
      data ? data(context).catch(() => undefined) : undefined,
    ]);
    for (const result of results) {
      if (result.status === 'rejected' && result.reason instanceof Response) throw result.reason;
    }
    return {
      ...routing,
      ...(prefetch ? { dehydratedState: dehydrate(queryClient) } : {}),
      ...(plain === undefined ? {} : { data: plain }),
    };
  };
}
