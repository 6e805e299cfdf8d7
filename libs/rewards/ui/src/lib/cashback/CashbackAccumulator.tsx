import { css } from '@emotion/react';
import { Button, Card, Countdown, Notice, Stack, Text, themed } from '@casino/design-system';
import { formatMoney, numberFormat, useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';

export interface CashbackAccumulatorProps {
  /** Net gaming revenue counted so far (bets minus wins). */
  ngr: number;
  percent: number;
  /** What the player may claim now. */
  available: number;
  currencyCode: string;
  /** When the countdown reaches zero (the next half hour), epoch milliseconds. */
  nextAt: number;
  /** The countdown reached zero: read the accumulator again (once). */
  onElapsed: () => void;
  onClaim?: () => void;
  claiming?: boolean;
  /** A failed claim, translated. */
  error?: ReactNode;
  /** A finished claim, translated. */
  notice?: ReactNode;
}

const cashbackAccumulatorDetails = themed(
  (th) => css`
    margin: 0;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: ${th.space.md};
    & dt {
      color: ${th.color.textMuted};
      font-size: ${th.typography.size.xs};
    }
    & dd {
      margin: 0;
      font-size: ${th.typography.size.lg};
      font-weight: ${th.typography.weight.bold};
      font-variant-numeric: tabular-nums;
    }
  `,
);
/**
 * The cashback accumulator: what play has counted since the last claim, the percent returned, what can be claimed now,
 * and a countdown to the next half-hourly calculation (spec section 4), which asks for fresh figures once at zero.
 */
export function CashbackAccumulator({
  ngr,
  percent,
  available,
  currencyCode,
  nextAt,
  onElapsed,
  onClaim,
  claiming = false,
  error,
  notice,
}: CashbackAccumulatorProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, currencyCode);
  return (
    <Card data-testid="cashback-accumulator">
      <Stack gap="md">
        <dl css={cashbackAccumulatorDetails}>
          <div>
            <dt>{t('rewards.cashback.available')}</dt>
            <dd data-testid="cashback-available">{money(available)}</dd>
          </div>
          <div>
            <dt>{t('rewards.cashback.ngr')}</dt>
            <dd>{money(ngr)}</dd>
          </div>
          <div>
            <dt>{t('rewards.cashback.percent')}</dt>
            <dd>{numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100)}</dd>
          </div>
          <div>
            <dt>{t('rewards.cashback.nextIn')}</dt>
            <dd>
              <Countdown
                key={nextAt}
                target={nextAt}
                label={t('rewards.cashback.nextIn')}
                onComplete={onElapsed}
                data-testid="cashback-countdown"
              />
            </dd>
          </div>
        </dl>
        {onClaim && (
          <div>
            <Button
              variant="primary"
              loading={claiming}
              disabled={available <= 0}
              onClick={() => !claiming && onClaim()}
              data-testid="cashback-claim"
            >
              {t('rewards.cashback.claim')}
            </Button>
          </div>
        )}
        {error && (
          <Notice tone="danger" appearance="inline">
            {error}
          </Notice>
        )}
        {notice && <Text role="status">{notice}</Text>}
      </Stack>
    </Card>
  );
}
