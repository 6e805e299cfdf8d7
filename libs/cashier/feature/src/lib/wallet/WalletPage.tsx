import { WalletSummary } from '@casino/cashier-ui';
import { Heading, Inline, Link, Section, Stack } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWallet, WALLET_KEY } from '../../api/get-wallet';
import { WithdrawPanel } from '../withdraw/WithdrawPanel';

/**
 * /Wallet and /profile2/balance: where the player's money is. The amounts follow the session, which the socket's balance
 * events keep live; when they move, the wagering figures are read again.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  const pagePath = usePagePath();
  const queryClient = useQueryClient();
  const wallet = useSession((s) => s.wallet);
  const query = useWallet();
  const lastTotal = useRef(wallet?.total);
  useEffect(() => {
    if (wallet?.total === undefined || wallet.total === lastTotal.current) return;
    lastTotal.current = wallet.total;
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
  }, [wallet?.total, queryClient]);

  const amounts = wallet
    ? { balance: wallet.total, realMoney: wallet.cash, bonusBalance: wallet.nonCash, currencyCode: wallet.currencyCode }
    : query.data
      ? {
          balance: query.data.balance,
          realMoney: query.data.realMoney,
          bonusBalance: query.data.bonusBalance,
          currencyCode: query.data.currencyCode,
        }
      : undefined;
  return (
    <Stack gap="lg">
      <Inline as="header" gap="md" justify="between">
        <Heading level={1}>{t(`page.${page}.title`)}</Heading>
        <Link to={pagePath('deposit')} appearance="primary" size="sm">
          {t('shell.header.deposit')}
        </Link>
      </Inline>
      {amounts && <WalletSummary amounts={amounts} wagering={query.data} bonusesHref={pagePath('myBonuses')} />}
      {query.isError && !query.data && (
        <LoadFailure
          message={t('cashier.wallet.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {page === 'balance' && (
        <Section heading={t('page.withdraw.title')} headingId="balance-withdrawals">
          <WithdrawPanel />
        </Section>
      )}
    </Stack>
  );
}
