import { pageTitleKey, resolvePagePath, type PageKey } from '@casino/site';
import { redirect, type MetaDescriptor } from 'react-router';
import { ROOT_ROUTE_ID, type ShellData } from '../document/shellData';

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

function rootData(matches: MetaArgs['matches']): ShellData | undefined {
  const root = matches.find((m) => m?.id === ROOT_ROUTE_ID);
  return (root?.loaderData ?? root?.data) as ShellData | undefined;
}

/** `<title>` "Page | Brand" from the root translations; the route id is the page key. */
export function pageMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const data = rootData(matches);
  const last = matches[matches.length - 1];
  const title = last ? data?.translations[pageTitleKey(last.id as PageKey)] : undefined;
  const brand = data?.brandName ?? '';
  return [{ title: title ? `${title} | ${brand}` : brand }];
}

/** Default document title and description of the brand. */
export function rootMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const data = rootData(matches);
  return [{ title: data?.brandName ?? '' }, { name: 'description', content: data?.translations['home.hero.text'] ?? '' }];
}

/** In the panel layout /profile/edit-profile is /account: old links and bookmarks land there. */
export function editProfileToAccountLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  return redirect(`${resolvePagePath('editProfile', { navigationSystem: 'panel' })}${url.search}`, 301);
}
