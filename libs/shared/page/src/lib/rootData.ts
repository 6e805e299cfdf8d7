/** React Router's id of the root route, whose loader carries what every page needs. */
export const ROOT_ROUTE_ID = 'root';

/** What page modules read from the root route's data (the shell's root data has these and more). */
export interface RootPageData {
  /** The language's translations merged over English. */
  translations: Record<string, string>;
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
