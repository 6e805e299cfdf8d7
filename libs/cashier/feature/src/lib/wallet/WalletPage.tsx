import { css } from '@emotion/react';
import { WalletSummary } from '@casino/cashier-ui';
import { Link, themed, defineStyle } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { LoadFailure } from '@casino/page-ui';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWallet, WALLET_KEY } from '../../api/get-wallet';
import { WithdrawPanel } from '../withdraw/WithdrawPanel';

const walletPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
  `,
);
const walletPageHeader = themed(
  (th) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${th.space.md};
  `,
);
const walletPageHeading = defineStyle(css`
  margin: 0;
`);
const walletPageSection = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.md};
  `,
);
const walletPageHeading2 = defineStyle(css`
  margin: 0;
`);

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
    <div css={walletPageBox}>
      <header css={walletPageHeader}>
        <h1 css={walletPageHeading}>{t(`page.${page}.title`)}</h1>
        <Link to={pagePath('deposit')} appearance="primary" size="sm">
          {t('shell.header.deposit')}
        </Link>
      </header>
      {amounts && <WalletSummary amounts={amounts} wagering={query.data} bonusesHref={pagePath('myBonuses')} />}
      {query.isError && !query.data && (
        <LoadFailure
          message={t('cashier.wallet.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {page === 'balance' && (
        <section aria-labelledby="balance-withdrawals" css={walletPageSection}>
          <h2 id="balance-withdrawals" css={walletPageHeading2}>
            {t('page.withdraw.title')}
          </h2>
          <WithdrawPanel />
        </section>
      )}
    </div>
  );
}
