// Route module of /Wallet and /profile2/balance: a player's money and what is left to wager, server-rendered (on
// /profile2/balance with the withdrawals under it); a guest gets the login modal over the URL.
import { pageMeta, pageShouldRevalidate, PageQueries, type PageMetaArgs } from '@casino/page';
import { definePageLoader } from '@casino/page/server';
import { PageErrorBoundary } from '@casino/page-ui';
import { walletQueryOptions } from '../api/get-wallet';
import { withdrawalPrefetch } from '../api/withdrawal-prefetch';
import { WalletPage } from '../lib/wallet/WalletPage';

export const loader = definePageLoader({
  prefetch: ({ queryClient, api, player, url }) =>
    player.kind === 'player'
      ? [
          queryClient.prefetchQuery(walletQueryOptions(api)),
          ...(isBalancePage(url.pathname) ? withdrawalPrefetch(queryClient, api) : []),
        ]
      : [],
});
/** The profile's balance page shows the withdrawals too (the issue: withdraw on /withdraw and /profile2/balance). */
const isBalancePage = (pathname: string) => /\/profile2\/balance\/?$/.test(pathname);

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
