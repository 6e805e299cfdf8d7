import { css, type Theme } from '@emotion/react';
import type { Withdrawal } from '@casino/api-contract';
import {
  Badge,
  Card,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  type BadgeTone,
  themed,
  defineStyle,
  themedVariants,
} from '@casino/design-system';
import { dateTimeFormat, formatMoney, useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';

type Status = Withdrawal['status'];
/** A step of the withdrawal's timeline: its edge by what became of it, bold while it is the current one. */
const timelineStepStyle = themedVariants(
  (th: Theme, reached: 'done' | 'failed' | 'cancelled' | 'ahead', current: boolean) => css`
    border-block-start: 4px solid
      ${reached === 'failed' ? th.color.danger : reached === 'cancelled' ? th.color.textMuted : reached === 'done' ? th.color.success : th.color.border};
    padding-block-start: ${th.space.xs};
    font-size: ${th.typography.size.sm};
    font-weight: ${current ? 700 : 400};
  `,
  [
    ['done', 'failed', 'cancelled', 'ahead'],
    [false, true],
  ],
);

const FINAL: readonly Status[] = ['confirmed', 'rejected', 'cancelled'];
const TONE: Record<Status, BadgeTone> = {
  requested: 'info',
  pending: 'warning',
  confirmed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export interface WithdrawalCardProps {
  withdrawal: Withdrawal;
  /** Where each wait reason's one action leads: the documents page, the bonuses and wagering. */
  links: { verify: string; wagering: string };
  /** The card's action (cancel, with its confirmation), when the request can still be cancelled. */
  action?: ReactNode;
}

/** The timeline's three steps side by side, each a third of the card. */
const timelineList = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${th.space.xs};
  `,
);
/** The amount in figures of one width, as everywhere money is listed. */
const amountFigures = defineStyle(css`
  font-variant-numeric: tabular-nums;
`);

/**
 * One withdrawal, transparent (the "withdrawal transparency"): amount, method, the fees and what arrives, a
 * status timeline (requested, in review, then paid, rejected or cancelled) with the time of each step, the expected
 * time, and why it waits with the one action that moves it on.
 */
export function WithdrawalCard({ withdrawal: w, links, action }: WithdrawalCardProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, w.currencyCode);
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const final = FINAL.includes(w.status);
  const reached = new Map(
    (w.timeline ?? [{ status: 'requested' as const, at: w.createdAt }]).map((step) => [step.status, step.at]),
  );
  if (w.status !== 'requested' && !reached.has(w.status)) reached.set(w.status, w.updatedAt);
  const lastStep: Status = final ? w.status : 'confirmed';
  const steps: Status[] = ['requested', 'pending', lastStep];
  return (
    <Card as="article" data-testid="withdrawal" data-status={w.status}>
      <Stack gap="sm">
        <Inline as="header" gap="sm" align="baseline" justify="between">
          <Heading level={3} size="lg" tone="inherit" css={amountFigures}>
            {money(w.amount)} · {t(`cashier.withdraw.method.${w.method}`)}
          </Heading>
          <Badge tone={TONE[w.status]}>{t(`cashier.withdraw.status.${w.status}`)}</Badge>
        </Inline>
        <Text size="sm" tone="muted">
          {t('cashier.withdraw.created', { date: when(w.createdAt) })} ·{' '}
          {t('cashier.withdraw.receive', { amount: money(w.receiveAmount), fees: money(w.fee + w.networkFee) })}
          {w.instant ? ` · ${t('cashier.withdraw.instantBadge')}` : ''}
        </Text>
        <ol aria-label={t('cashier.withdraw.timeline')} css={timelineList}>
          {steps.map((step) => {
            const at = reached.get(step);
            const current = step === w.status;
            return (
              <li
                key={step}
                aria-current={current ? 'step' : undefined}
                data-testid="timeline-step"
                data-reached={at ? 'true' : 'false'}
                css={timelineStepStyle(
                  at ? (step === 'rejected' ? 'failed' : step === 'cancelled' ? 'cancelled' : 'done') : 'ahead',
                  current,
                )}
              >
                <Stack gap="none">
                  <span>{t(`cashier.withdraw.step.${step}`)}</span>
                  <span>{at ? when(at) : t('cashier.withdraw.stepLater')}</span>
                </Stack>
              </li>
            );
          })}
        </ol>
        {!final && w.expectedBy && (
          <Text tone="inherit">{t('cashier.withdraw.expectedBy', { date: when(w.expectedBy) })}</Text>
        )}
        {!final && w.waitingFor && (
          <Text tone="inherit" data-testid="withdrawal-wait">
            {t(`cashier.withdraw.wait.${w.waitingFor}`)}{' '}
            {w.waitingFor === 'document' && <Link to={links.verify}>{t('cashier.withdraw.waitAction.document')}</Link>}
            {w.waitingFor === 'wagering' && (
              <Link to={links.wagering}>{t('cashier.withdraw.waitAction.wagering')}</Link>
            )}
          </Text>
        )}
        {w.status === 'rejected' && w.rejectReason && (
          <Text tone="inherit">{t('cashier.withdraw.rejectReason', { reason: w.rejectReason })}</Text>
        )}
        {action}
      </Stack>
    </Card>
  );
}
