import { css } from '@emotion/react';
import { Link, themed } from '@casino/design-system';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { formatMoney, useTranslation } from '@casino/translate';

const headerBalanceStyle = themed(
  (th) => css`
    display: inline-flex;
    flex-direction: column;
    align-items: flex-end;
    line-height: 1.1;
    padding-inline: ${th.space.xs};
    font-variant-numeric: tabular-nums;
  `,
);
const walletActionsLabel = themed(
  (th) => css`
    font-size: ${th.typography.size.xs};
    color: ${th.color.navText};
  `,
);

/** Header slot of a signed-in player: the balance (live: socket balance events update it) and Deposit. */
export function WalletActions() {
  const { t, i18n } = useTranslation();
  const wallet = useSession((s) => s.wallet);
  const pagePath = usePagePath();
  if (!wallet) return null;
  const amount = formatMoney(i18n.language, wallet.total, wallet.currencyCode);
  return (
    <>
      <Link
        to={pagePath('balance')}
        appearance="subtle"
        data-testid="header-balance"
        aria-label={t('shell.header.balance', { amount })}
        css={headerBalanceStyle}
      >
        <span aria-hidden="true" css={walletActionsLabel}>
          {t('shell.header.balanceLabel')}
        </span>
        <strong aria-hidden="true">{amount}</strong>
      </Link>
      <Link to={pagePath('deposit')} appearance="primary" size="sm">
        {t('shell.header.deposit')}
      </Link>
    </>
  );
}
