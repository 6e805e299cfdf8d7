import { knownTranslations, type Translations } from '@casino/i18n';

/** React Router's id of the root route, whose loader carries what every page needs. */
export const ROOT_ROUTE_ID = 'root';

/** What page modules read from the root route's data (the shell's root data has these and more). */
export interface RootPageData {
  lng: string;
  /** The version of the language's translations, which this process keeps (see {@link rootTranslations}). */
  translationsVersion: string;
  brandName: string;
  /** Where this site lives (`https://casino.example`): canonical URLs start here. */
  origin?: string;
}

interface Match {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** The root data among a meta function's matches. */
export function rootDataOf(matches: ReadonlyArray<Match | undefined>): RootPageData | undefined {
  const root = matches.find((m) => m?.id === ROOT_ROUTE_ID);
  return (root?.loaderData ?? root?.data) as RootPageData | undefined;
}

/** The translations the root data names (the server keeps them for the request's render, the browser fetched them). */
export function rootTranslations(root: RootPageData | undefined): Translations {
  return (root && knownTranslations(root.lng, root.translationsVersion)) ?? {};
}
