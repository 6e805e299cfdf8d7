// Route module of /profile2/referral: the player's referral link, code, figures and reward in the server HTML; a guest
// gets the login modal over the URL. A brand that does not offer referral (`referralEnabled` off) asks nothing.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader, settingsFor, type LoaderArgs } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { referralQueryOptions } from '../api/get-referral';
import { ReferralPage } from '../lib/page/ReferralPage';

const offeredLoader = definePageLoader({
  prefetch: ({ queryClient, api, player }) =>
    player.kind === 'player' ? [queryClient.prefetchQuery(referralQueryOptions(api))] : [],
});
const notOfferedLoader = definePageLoader();

export async function loader(args: LoaderArgs) {
  return (await settingsFor(args.context)).referralEnabled ? offeredLoader(args) : notOfferedLoader(args);
}
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function ReferralRoute() {
  return (
    <PageQueries>
      <ReferralPage />
    </PageQueries>
  );
}
