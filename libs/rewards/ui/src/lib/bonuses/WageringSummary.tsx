import { css } from '@emotion/react';
import type { UserBonus } from '@casino/api-contract';
import { Countdown, DescriptionList, ProgressBar, Stack, Text, themed } from '@casino/design-system';
import { formatMoney, useTranslation } from '@casino/translate';
import { contributionExamples, wageringProgress } from './wagering';

export interface WageringSummaryProps {
  bonus: UserBonus;
  currencyCode: string;
  /** The time of the first render (server and browser alike) for the expiry countdown. */
  now?: number;
}

/** The stake the contribution examples are worded with ("a 10 EUR bet counts ..."). */
const EXAMPLE_STAKE = 10;

const wageringContributionsStyle = themed(
  (th) => css`
    margin: ${th.space.xs} 0 0;
    padding-inline-start: ${th.space.lg};
  `,
);

/**
 * Wagering in plain words: what is left to wager as an amount and a bar, the multiplier and what it applies to
 * (REAL_TO_FUN or REAL_MONEY_ONLY explained), the largest bet allowed, the expiry as a countdown, the most it can pay
 * out, and how much a bet in each kind of game counts.
 */
export function WageringSummary({ bonus, currencyCode, now }: WageringSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, currencyCode);
  const progress = wageringProgress(bonus);
  const percent = Math.floor(progress.share * 100);
  const examples = contributionExamples(bonus.wageringContributions, EXAMPLE_STAKE);
  const expires = bonus.expiration ? Date.parse(bonus.expiration) : null;
  return (
    <Stack gap="sm" data-testid="wagering-summary">
      <Text tone="inherit" data-testid="wagering-left">
        {progress.complete
          ? t('rewards.wagering.complete')
          : t('rewards.wagering.left', { left: money(progress.left), required: money(progress.required) })}
      </Text>
      <ProgressBar
        value={percent}
        label={t('rewards.wagering.progressLabel')}
        valueText={t('rewards.wagering.progressText', {
          percent,
          wagered: money(progress.wagered),
          required: money(progress.required),
        })}
      />
      <DescriptionList layout="inline">
        <dt>{t('rewards.wagering.requirement')}</dt>
        <dd>{t(`rewards.wagering.type.${bonus.wageringType}`, { multiplier: bonus.multiplier })}</dd>
        {bonus.maxBet !== null && (
          <>
            <dt>{t('rewards.wagering.maxBet')}</dt>
            <dd>{t('rewards.wagering.maxBetText', { amount: money(bonus.maxBet) })}</dd>
          </>
        )}
        {bonus.maxWinAmount !== null && (
          <>
            <dt>{t('rewards.wagering.maxWin')}</dt>
            <dd>{t('rewards.wagering.maxWinText', { amount: money(bonus.maxWinAmount) })}</dd>
          </>
        )}
        {expires !== null && (
          <>
            <dt>{t('rewards.wagering.expires')}</dt>
            <dd>
              <Countdown
                target={expires}
                now={now}
                label={t('rewards.wagering.expires')}
                dayUnit={t('rewards.wagering.dayUnit')}
              />
            </dd>
          </>
        )}
      </DescriptionList>
      {examples.length > 0 && (
        <details>
          <summary>{t('rewards.wagering.contributions')}</summary>
          <Stack gap="xs">
            <ul css={wageringContributionsStyle} data-testid="wagering-contributions">
              {examples.map((c) => (
                <li key={c.category}>
                  {t('rewards.wagering.contribution', {
                    category: t(`rewards.category.${c.category}`, { defaultValue: c.category }),
                    percent: c.percent,
                    stake: money(EXAMPLE_STAKE),
                    counts: money(c.counts),
                  })}
                </li>
              ))}
            </ul>
            <Text tone="muted">{t('rewards.wagering.otherGames')}</Text>
          </Stack>
        </details>
      )}
    </Stack>
  );
}
