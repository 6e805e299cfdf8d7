import { css } from '@emotion/react';
import type { Wallet } from '@casino/api-contract';
import { Card, Link, themed, defineStyle } from '@casino/design-system';
import { formatMoney, useTranslation } from '@casino/translate';

export interface WalletSummaryProps {
  /** The amounts as they stand (the socket's balance events keep them live). */
  amounts: { balance: number; realMoney: number; bonusBalance: number; currencyCode: string };
  /** The wagering figures of the wallet call; absent while they load. */
  wagering?: Pick<Wallet, 'wager' | 'depositWager' | 'rollover' | 'activeBonus'>;
  /** The player's bonuses page, for the whole wagering explanation. */
  bonusesHref: string;
}

const walletSummaryBox = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xs};
    align-content: start;
  `,
);
const walletSummaryTerm = themed(
  (th) => css`
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);
const walletSummaryValue = themed(
  (th) => css`
    margin: 0;
    font-size: ${th.typography.size.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  `,
);
const walletSummaryValue2 = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.sm};
  `,
);
const walletSummaryDetails = themed(
  (th) => css`
    margin: 0;
    display: grid;
    gap: ${th.space.md};
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  `,
);
const walletSummaryText = defineStyle(css`
  margin: 0;
`);

/**
 * Where a player's money is (catalogue "Wallet"): the balance, real money and bonus money, what the active bonus still
 * needs wagered and what deposits still need playing through before a withdrawal, each in plain words.
 */
export function WalletSummary({ amounts, wagering, bonusesHref }: WalletSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, amounts.currencyCode);
  const figure = (label: string, value: string, testId: string, hint?: string) => (
    <div css={walletSummaryBox}>
      <dt css={walletSummaryTerm}>{label}</dt>
      <dd css={walletSummaryValue} data-testid={testId}>
        {value}
      </dd>
      {hint && <dd css={walletSummaryValue2}>{hint}</dd>}
    </div>
  );
  return (
    <Card as="section" title={t('cashier.wallet.title')} titleAs="h2" data-testid="wallet-summary">
      <dl css={walletSummaryDetails}>
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
        <p css={walletSummaryText}>
          <Link to={bonusesHref}>{t('cashier.wallet.bonusDetails')}</Link>
        </p>
      )}
    </Card>
  );
}
