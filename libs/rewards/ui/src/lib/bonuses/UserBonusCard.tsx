import { css } from '@emotion/react';
import type { UserBonus, UserBonusStatus } from '@casino/api-contract';
import { Badge, Card, Inline, Text, type BadgeTone, themed } from '@casino/design-system';
import { dateTimeFormat, formatMoney, useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';
import { TermList } from './TermList';
import { WageringSummary } from './WageringSummary';

export interface UserBonusCardProps {
  bonus: UserBonus;
  currencyCode: string;
  /** Play, deposit, cancel: the feature's buttons. */
  actions?: ReactNode;
  message?: ReactNode;
  /** The time of the first render, for the expiry countdown. */
  now?: number;
}

const statusTone: Record<UserBonusStatus, BadgeTone> = {
  active: 'success',
  claimed: 'warning',
  availed: 'neutral',
  cancelled: 'danger',
};

const userBonusCardBox = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    width: 100%;
  `,
);
/**
 * One of the player's bonuses with every field of the catalogue's bonus entity that applies to it: status, deposit,
 * bonus amount, free spins (quantity, left, game, win), winnings, start and expiry, and for an active bonus its
 * wagering in plain words. A claimed deposit bonus says it waits for the qualifying deposit.
 */
export function UserBonusCard({ bonus, currencyCode, actions, message, now }: UserBonusCardProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, currencyCode);
  const date = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const rows: Array<[string, string]> = [[t('rewards.userBonus.type'), t(`rewards.bonus.type.${bonus.type}`)]];
  if (bonus.depositAmount !== null) rows.push([t('rewards.userBonus.deposit'), money(bonus.depositAmount)]);
  if (bonus.bonusAmount > 0) rows.push([t('rewards.userBonus.amount'), money(bonus.bonusAmount)]);
  if (bonus.freeSpinsQuantity !== null) {
    rows.push([
      t('rewards.userBonus.freeSpins'),
      t('rewards.userBonus.freeSpinsLeft', { left: bonus.freeSpinsLeft ?? 0, total: bonus.freeSpinsQuantity }),
    ]);
    if (bonus.freeSpinGame) rows.push([t('rewards.userBonus.freeSpinGame'), bonus.freeSpinGame]);
    rows.push([t('rewards.userBonus.freeSpinsWin'), money(bonus.freeSpinsWin)]);
  }
  if (bonus.winningAmount > 0) rows.push([t('rewards.userBonus.winnings'), money(bonus.winningAmount)]);
  rows.push([t('rewards.userBonus.start'), date(bonus.start)]);
  if (bonus.expiration && bonus.status !== 'active')
    rows.push([t('rewards.userBonus.expiration'), date(bonus.expiration)]);
  rows.push([t('rewards.userBonus.lastUpdate'), date(bonus.lastUpdate)]);
  return (
    <Card
      as="article"
      data-testid="user-bonus"
      data-status={bonus.status}
      data-user-bonus-id={bonus.id}
      title={<bdi>{bonus.name}</bdi>}
      header={<Badge tone={statusTone[bonus.status]}>{t(`rewards.userBonus.status.${bonus.status}`)}</Badge>}
      footer={
        actions || message ? (
          <div css={userBonusCardBox}>
            {actions && (
              <Inline gap="sm" align="stretch">
                {actions}
              </Inline>
            )}
            {message}
          </div>
        ) : undefined
      }
    >
      {bonus.status === 'claimed' && <Text tone="inherit">{t('rewards.userBonus.waitingForDeposit')}</Text>}
      {bonus.status === 'active' && bonus.wagerRequired > 0 && (
        <WageringSummary bonus={bonus} currencyCode={currencyCode} now={now} />
      )}
      <TermList terms={rows} />
    </Card>
  );
}
