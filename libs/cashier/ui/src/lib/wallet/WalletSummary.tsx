import { css } from '@emotion/react';
import type { Wallet } from '@casino/api-contract';
import { Card, Link, Stack, Text, themed } from '@casino/design-system';
import { formatMoney, useTranslation } from '@casino/translate';

export interface WalletSummaryProps {
  /** The amounts as they stand (the socket's balance events keep them live). */
  amounts: { balance: number; realMoney: number; bonusBalance: number; currencyCode: string };
  /** The wagering figures of the wallet call; absent while they load. */
  wagering?: Pick<Wallet, 'wager' | 'depositWager' | 'rollover' | 'activeBonus'>;
  /** The player's bonuses page, for the whole wagering explanation. */
  bonusesHref: string;
}

/** The figures in as many columns of at least 11rem as fit. */
const figureGrid = themed(
  (th) => css`
    margin: 0;
    display: grid;
    gap: ${th.space.md};
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  `,
);

/**
 * Where a player's money is (catalogue "Wallet"): the balance, real money and bonus money, what the active bonus still
 * needs wagered and what deposits still need playing through before a withdrawal, each in plain words.
 */
export function WalletSummary({ amounts, wagering, bonusesHref }: WalletSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, amounts.currencyCode);
  const figure = (label: string, value: string, testId: string, hint?: string) => (
    <Stack gap="xs">
      <Text as="dt" size="sm" tone="muted">
        {label}
      </Text>
      <Text as="dd" size="lg" tone="inherit" weight="bold" numeric data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text as="dd" size="sm" tone="muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
  return (
    <Card as="section" title={t('cashier.wallet.title')} titleAs="h2" data-testid="wallet-summary">
      <dl css={figureGrid}>
        {figure(t('cashier.wallet.balance'), money(amounts.balance), 'wallet-balance')}
        {figure(
          t('cashier.wallet.realMoney'),
          money(amounts.realMoney),
          'wallet-real',
          t('cashier.wallet.realMoneyHint'),
        )}
        {figure(
          t('cashier.wallet.bonusBalance'),
          money(amounts.bonusBalance),
          'wallet-bonus',
          t('cashier.wallet.bonusBalanceHint'),
        )}
        {wagering &&
          figure(
            t('cashier.wallet.wager'),
            money(wagering.wager),
            'wallet-wager',
            wagering.activeBonus
              ? t('cashier.wallet.wagerHint', {
                  name: wagering.activeBonus.name,
                  required: money(wagering.activeBonus.wagerRequired),
                })
              : t('cashier.wallet.wagerNone'),
          )}
        {wagering &&
          figure(
            t('cashier.wallet.depositWager'),
            money(wagering.depositWager),
            'wallet-deposit-wager',
            wagering.depositWager > 0
              ? t('cashier.wallet.depositWagerHint', { rollover: wagering.rollover })
              : t('cashier.wallet.depositWagerDone'),
          )}
      </dl>
      {wagering?.activeBonus && (
        <Text tone="inherit">
          <Link to={bonusesHref}>{t('cashier.wallet.bonusDetails')}</Link>
        </Text>
      )}
    </Card>
  );
}
