// Route module of /Wallet and /profile2/balance: a player's money and what is left to wager, server-rendered; a guest
// gets the login modal over the URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { walletQueryOptions } from '../api/get-wallet';
import { WalletPage } from '../lib/wallet/WalletPage';

export const loader = definePageLoader({
  audience: 'player',
  prefetch: ({ queryClient, api, player }) => (player.kind === 'player' ? [queryClient.prefetchQuery(walletQueryOptions(api))] : []),
});
export const meta = (args: PageMetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];
export const shouldRevalidate = pageShouldRevalidate;
export const ErrorBoundary = PageErrorBoundary;

export default function WalletRoute() {
  return (
    <PageQueries>
      <WalletPage />
    </PageQueries>
  );
}
