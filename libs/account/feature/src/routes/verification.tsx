// Route module of /profile/verify, /account/verification and /profile2/verification: the documents and their review
// status in the server HTML; a guest gets the login modal over the URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { documentLabelsQueryOptions } from '../api/get-document-labels';
import { documentsQueryOptions } from '../api/get-documents';
import { VerificationPage } from '../lib/verification/VerificationPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player, lng }) =>
    player.kind === 'player'
      ? [
          queryClient.prefetchQuery(documentLabelsQueryOptions(api, lng)),
          queryClient.prefetchQuery(documentsQueryOptions(api)),
        ]
      : [],
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function VerificationRoute() {
  return (
    <PageQueries>
      <VerificationPage />
    </PageQueries>
  );
}
