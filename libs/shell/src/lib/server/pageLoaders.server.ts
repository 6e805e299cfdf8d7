import { catchAllResult, pageRouteResult } from '../pages/routeModules';
import { settingsInContext } from './shellLoader.server';

interface LoaderArgs {
  request: Request;
  context?: unknown;
}

/**
 * Loader of the page routes (settings `pageUrls`): the built-in URL of a page settings moved redirects there (302,
 * query kept); a URL settings give another page renders that page.
 */
export async function pageLoader({ request, context }: LoaderArgs) {
  return pageRouteResult(request, await settingsInContext(context));
}

/** Loader of the `*` route: a URL from settings `pageUrls` renders its page, anything else is a 404. */
export async function catchAllLoader({ request, context }: LoaderArgs) {
  return catchAllResult(request, await settingsInContext(context));
}
