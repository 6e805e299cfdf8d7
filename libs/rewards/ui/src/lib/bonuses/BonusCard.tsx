import { css } from '@emotion/react';
import type { Bonus } from '@casino/api-contract';
import { Badge, Card, Text, defineStyle, themed } from '@casino/design-system';
import { dateTimeFormat, formatMoney, useTranslation } from '@casino/translate';
import { useState, type ReactNode } from 'react';
import { formatDay } from '../calendar/format';
import { TermList } from './TermList';

export interface BonusCardProps {
  bonus: Bonus;
  /** The action: activate, log in to activate, deposit, play (the feature decides). */
  action?: ReactNode;
  /** Below the action: a refusal or a result, translated. */
  message?: ReactNode;
  /** The image loads with the page (first row) or when scrolled near. */
  eager?: boolean;
}

/** The headline of a promotion in the player's words: "150% up to 1,000 €", "10 € free", "50 free spins". */
export function bonusHeadline(
  bonus: Bonus,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): string {
  const money = (amount: number) => formatMoney(locale, amount, bonus.currencyCode);
  switch (bonus.type) {
    case 'deposit':
      return bonus.maxBonusThreshold !== null
        ? t('rewards.bonus.headline.depositUpTo', {
            percent: bonus.depositBonusPercent ?? 0,
            max: money(bonus.maxBonusThreshold),
          })
        : t('rewards.bonus.headline.deposit', { percent: bonus.depositBonusPercent ?? 0 });
    case 'no_deposit':
      return t('rewards.bonus.headline.noDeposit', { amount: money(bonus.bonusAmount ?? 0) });
    case 'freespins':
      return t('rewards.bonus.headline.freeSpins', { count: bonus.freeSpinsQuantity ?? 0 });
    case 'instant_cashback':
      return t('rewards.bonus.headline.cashback', { percent: bonus.cashbackPercent ?? 0 });
  }
}

const bonusCardBox = themed(
  (th) => css`
    aspect-ratio: 2 / 1;
    background: ${th.color.surfaceRaised};
  `,
);
/** The banner at 2:1 whatever the picture's own shape (the operator's artwork comes in any size), cropped to fill. */
const bonusCardImage = defineStyle(css`
  aspect-ratio: 2 / 1;
  object-fit: cover;
`);
const bonusCardBox2 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    width: 100%;
  `,
);
/**
 * A promotion of the list: banner image (fixed size, a plain panel if it fails), title, what it gives, its key terms
 * (minimum deposit, wagering, the most it pays, until when, which days) and the action the page gives it.
 */
export function BonusCard({ bonus, action, message, eager = false }: BonusCardProps) {
  const { t, i18n } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const money = (amount: number) => formatMoney(i18n.language, amount, bonus.currencyCode);
  const weekdays = bonus.validOnDays.map((d) =>
    dateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + d)),
  );
  const terms: Array<[string, string]> = [];
  if (bonus.minDeposit !== null) terms.push([t('rewards.bonus.terms.minDeposit'), money(bonus.minDeposit)]);
  if (bonus.minBalance !== null) terms.push([t('rewards.bonus.terms.minBalance'), money(bonus.minBalance)]);
  if (bonus.freeSpinsQuantity !== null && bonus.type !== 'freespins')
    terms.push([t('rewards.bonus.terms.freeSpins'), String(bonus.freeSpinsQuantity)]);
  if (bonus.wageringMultiplier > 0)
    terms.push([
      t('rewards.bonus.terms.wagering'),
      t(`rewards.wagering.type.${bonus.wageringType}`, { multiplier: bonus.wageringMultiplier }),
    ]);
  if (bonus.maxWinAmount !== null) terms.push([t('rewards.bonus.terms.maxWin'), money(bonus.maxWinAmount)]);
  if (bonus.daysValid !== null)
    terms.push([t('rewards.bonus.terms.daysValid'), t('rewards.bonus.terms.days', { count: bonus.daysValid })]);
  if (bonus.validTo !== null)
    terms.push([
      t('rewards.bonus.terms.validTo'),
      formatDay(bonus.validTo.slice(0, 10), i18n.language, { dateStyle: 'medium' }),
    ]);
  if (weekdays.length > 0)
    terms.push([
      t('rewards.bonus.terms.validOn'),
      new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(weekdays),
    ]);
  if (bonus.startTime && bonus.endTime)
    terms.push([
      t('rewards.bonus.terms.hours'),
      t('rewards.bonus.terms.hoursUtc', { from: bonus.startTime, to: bonus.endTime }),
    ]);
  return (
    <Card
      as="article"
      data-testid="bonus-card"
      data-bonus-id={bonus.id}
      title={<bdi>{bonus.banner.bannerTitle}</bdi>}
      header={<Badge tone={bonus.isDeposit ? 'info' : 'accent'}>{t(`rewards.bonus.type.${bonus.type}`)}</Badge>}
      media={
        imageFailed ? (
          <div aria-hidden css={bonusCardBox} />
        ) : (
          <img
            src={bonus.banner.imageUrl}
            alt=""
            width={480}
            height={240}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setImageFailed(true)}
            css={bonusCardImage}
          />
        )
      }
      footer={
        action || message ? (
          <div css={bonusCardBox2}>
            {action}
            {message}
          </div>
        ) : undefined
      }
    >
      <Text size="lg" weight="bold" data-testid="bonus-headline">
        {bonusHeadline(bonus, t, i18n.language)}
      </Text>
      {bonus.banner.bannerDescription && (
        <Text tone="inherit">
          <bdi>{bonus.banner.bannerDescription}</bdi>
        </Text>
      )}
      <TermList terms={terms} />
    </Card>
  );
}
