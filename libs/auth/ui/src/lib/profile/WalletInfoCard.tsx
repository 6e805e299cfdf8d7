import { Card, Link, Stack, Text } from '@casino/design-system';
import type { UserDetails } from '@casino/api-contract';
import { formatMoney, useTranslation } from '@casino/translate';
import { DetailRow } from './DetailRow';

/** The wallet's amounts as they stand (the session's wallet, which the socket's balance events keep live). */
export interface WalletAmounts {
  cash: number;
  nonCash: number;
  total: number;
  currencyCode: string;
}

export interface WalletInfoCardProps {
  wallet: WalletAmounts;
  activeBonus: UserDetails['activeBonus'];
  walletHref: string;
  depositHref: string;
}

/** Wallet info: the live balance, real and bonus money, the bonus being played, and the way to the wallet and to deposit. */
export function WalletInfoCard({ wallet, activeBonus, walletHref, depositHref }: WalletInfoCardProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, wallet.currencyCode);
  return (
    <Card
      as="section"
      title={t('profile.overview.walletTitle')}
      titleAs="h2"
      data-testid="wallet-info"
      footer={
        <>
          <Link to={depositHref} appearance="primary" size="sm">
            {t('shell.header.deposit')}
          </Link>
          <Link to={walletHref} appearance="secondary" size="sm">
            {t('profile.overview.walletLink')}
          </Link>
        </>
      }
    >
      <Stack as="dl" gap="sm">
        <DetailRow label={t('cashier.wallet.balance')}>
          <Text as="span" size="lg" weight="bold" numeric data-testid="wallet-balance">
            {money(wallet.total)}
          </Text>
        </DetailRow>
        <DetailRow label={t('cashier.wallet.realMoney')}>
          <Text as="span" size="lg" weight="bold" numeric data-testid="wallet-real">
            {money(wallet.cash)}
          </Text>
        </DetailRow>
        <DetailRow label={t('cashier.wallet.bonusBalance')}>
          <Text as="span" size="lg" weight="bold" numeric data-testid="wallet-bonus">
            {money(wallet.nonCash)}
          </Text>
        </DetailRow>
        {activeBonus && (
          <DetailRow label={t('profile.overview.activeBonus')} testId="wallet-active-bonus">
            {activeBonus.name}
          </DetailRow>
        )}
      </Stack>
    </Card>
  );
}
