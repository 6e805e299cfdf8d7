// Route module of `/auth/google/callback`, where Google's consent screen sends the browser back (every brand, outside
// the site map): no loader, since what it needs (the state and the PKCE verifier) lives in this browser's session storage.
import { PageQueries, rootDataOf, rootTranslations, useAppSettings, type PageMetaArgs } from '@casino/page';
import { PageErrorBoundary } from '@casino/page-ui';
import { defaultSettings } from '@casino/api-contract';
import { GoogleCallbackPage } from '../lib/google/GoogleCallbackPage';

/** "Signing you in… | Brand", out of search indexes. */
export const meta = ({ matches }: PageMetaArgs) => {
  const root = rootDataOf(matches);
  const title = rootTranslations(root)['auth.google.signingIn'];
  return [
    { title: title ? `${title} | ${root?.brandName ?? ''}` : (root?.brandName ?? '') },
    { name: 'robots', content: 'noindex' },
  ];
};
export const ErrorBoundary = PageErrorBoundary;

export default function GoogleCallbackRoute() {
  const settings = useAppSettings() ?? defaultSettings;
  return (
    <PageQueries>
      <GoogleCallbackPage settings={settings} />
    </PageQueries>
  );
}
