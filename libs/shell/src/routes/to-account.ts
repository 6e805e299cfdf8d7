// Route module of /profile/edit-profile in the panel layout, where the edit-profile page is /account (spec section 2).
import { pageUrlOverrides, resolvePagePath } from '@casino/site';
import { brandContext, type LoaderArgs } from '@casino/page/server';
import { redirect } from 'react-router';

/** Old links and bookmarks land where the panel layout (or the settings' page-URL list) puts edit-profile: 301. */
export function loader({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const to = resolvePagePath('editProfile', {
    navigationSystem: 'panel',
    overrides: pageUrlOverrides(brandContext(context).settings?.pageUrls),
  });
  return redirect(`${to}${url.search}`, 301);
}
