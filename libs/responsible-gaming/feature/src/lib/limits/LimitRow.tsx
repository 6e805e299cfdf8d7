import { css } from '@emotion/react';
import type { Limit, LimitPeriod, LimitType } from '@casino/api-contract';
import { PendingLimitChange } from '@casino/responsible-gaming-ui';
import {
  Button,
  Heading,
  Inline,
  ProgressBar,
  Stack,
  Text,
  TextField,
  themed,
  defineStyle,
} from '@casino/design-system';
import { useOnce } from '@casino/session';
import { dateTimeFormat, formatMoney, useTranslation } from '@casino/translate';
import { useState, type FormEvent } from 'react';
import { cancelPendingLimit } from '../../api/cancel-pending-limit';
import { confirmPendingLimit } from '../../api/confirm-pending-limit';
import { removeLimit } from '../../api/remove-limit';
import { setLimit } from '../../api/set-limit';
import { useRgMutation } from '../../api/use-rg-mutation';
import { FormMessages } from '../FormMessages';
import { PERIOD_NAMES, parseAmount } from './limitAmount';
import { minutesUntil, rgMessage } from '../rgError';

export interface LimitRowProps {
  type: LimitType;
  period: LimitPeriod;
  limit: Limit | undefined;
  currencyCode: string;
  /** The market's delay for loosening (ms), to say what Save will do before it is pressed. */
  increaseDelayMs: number;
  /** For the time a pending change is due and the bet-limit cooldown. */
  now: number;
}

const limitRowStyle = themed(
  (th) => css`
    padding-block: ${th.space.sm};
    border-block-start: 1px solid ${th.color.border};
  `,
);
const amountBox = defineStyle(css`
  flex: 1 1 12rem;
  max-inline-size: 16rem;
`);

/**
 * One limit of one period: the amount and what is used of it, a pending loosening with when it applies (cancel, and
 * confirm once due where the market asks for it), the bet limit's once-per-hour rule with the time left, and a form to
 * set, lower, raise or remove it. Every change is one request however often it is pressed.
 */
export function LimitRow({ type, period, limit, currencyCode, increaseDelayMs, now }: LimitRowProps) {
  const { t, i18n } = useTranslation();
  const once = useOnce();
  const [value, setValue] = useState(limit ? String(limit.amount) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(i18n.language, amount, currencyCode);
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const save = useRgMutation(setLimit);
  const remove = useRgMutation(removeLimit);
  const cancelPending = useRgMutation(cancelPendingLimit);
  const confirmPending = useRgMutation(confirmPendingLimit);
  const busy = save.isPending || remove.isPending || cancelPending.isPending || confirmPending.isPending;
  const periodName = t(`rg.period.${PERIOD_NAMES[period]}`);
  const name = t(`rg.limit.${type}.row`, { period: periodName });
  const cooldownUntil =
    type === 'bet' && limit?.nextChangeAt && new Date(limit.nextChangeAt).getTime() > now ? limit.nextChangeAt : null;
  const pending = limit?.pending ?? null;
  // The backend's clock decides when a change is due (the same answer on the server and in the browser).
  const pendingDue = pending?.due ?? false;

  const run = (task: () => Promise<unknown>, done: (answer: unknown) => string) => {
    setProblem(null);
    setNotice(null);
    void once(() =>
      task().then(
        (answer) => setNotice(done(answer)),
        (error: unknown) => setProblem(rgMessage(t, error, { locale: i18n.language })),
      ),
    );
  };
  const pendingOf = (answer: unknown) =>
    (answer as { limits?: Limit[] }).limits?.find((l) => l.type === type && l.period === period)?.pending ?? null;

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(value);
    if (amount === null) return setProblem(t('rg.error.amount'));
    run(
      () => save.mutateAsync({ type, period, amount }),
      (answer) => {
        const later = pendingOf(answer);
        return later
          ? t('rg.notice.pending', { amount: money(later.amount ?? amount), date: when(later.effectiveAt) })
          : t('rg.notice.saved', { amount: money(amount) });
      },
    );
  };
  const onRemove = () =>
    run(
      () => remove.mutateAsync({ type, period }),
      (answer) => {
        const later = pendingOf(answer);
        return later ? t('rg.notice.removalPending', { date: when(later.effectiveAt) }) : t('rg.notice.removed');
      },
    );

  return (
    <form
      onSubmit={onSave}
      noValidate
      aria-label={name}
      data-testid="limit-row"
      data-type={type}
      data-period={period}
      css={limitRowStyle}
    >
      <Stack gap="sm">
        <Inline gap="sm" align="baseline" justify="between">
          <Heading level={3} size="md">
            {periodName}
          </Heading>
          <span data-testid="limit-current">
            {limit
              ? t('rg.limit.current', { amount: money(limit.amount), used: money(limit.used) })
              : t('rg.limit.none')}
          </span>
        </Inline>
        {limit && (
          <ProgressBar
            value={Math.min(limit.used, limit.amount)}
            max={limit.amount}
            label={name}
            valueText={t('rg.limit.current', { amount: money(limit.amount), used: money(limit.used) })}
          />
        )}
        {pending && (
          <PendingLimitChange
            badge={t('rg.pending.badge')}
            confirmLabel={pending.needsConfirmation && pendingDue ? t('rg.pending.confirm') : undefined}
            onConfirm={() =>
              run(
                () => confirmPending.mutateAsync({ type, period }),
                () => t('rg.notice.confirmed'),
              )
            }
            confirming={confirmPending.isPending}
            cancelLabel={t('rg.pending.cancel')}
            onCancel={() =>
              run(
                () => cancelPending.mutateAsync({ type, period }),
                () => t('rg.notice.pendingCancelled'),
              )
            }
            cancelling={cancelPending.isPending}
            busy={busy}
          >
            {pending.amount === null
              ? t('rg.pending.removal', { date: when(pending.effectiveAt) })
              : t('rg.pending.increase', { amount: money(pending.amount), date: when(pending.effectiveAt) })}
            {pending.needsConfirmation && !pendingDue ? ` ${t('rg.pending.confirmLater')}` : ''}
          </PendingLimitChange>
        )}
        {cooldownUntil ? (
          <Text data-testid="limit-cooldown">
            {t('rg.bet.cooldown', {
              minutes: minutesUntil(new Date(cooldownUntil).getTime(), now),
              time: dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(cooldownUntil)),
            })}
          </Text>
        ) : (
          <Inline gap="sm" align="end">
            <div css={amountBox}>
              <TextField
                label={t('rg.limit.amountLabel', { name })}
                inputMode="decimal"
                autoComplete="off"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                startAdornment={currencyCode}
                hint={
                  limit && increaseDelayMs > 0
                    ? t('rg.limit.delayHint', { hours: Math.round(increaseDelayMs / 3_600_000) })
                    : undefined
                }
                disabled={busy}
                data-testid="limit-amount"
              />
            </div>
            <Button type="submit" loading={save.isPending} disabled={busy} data-testid="limit-save">
              {limit ? t('rg.limit.change') : t('rg.limit.set')}
            </Button>
            {limit && type !== 'bet' && !pending && (
              <Button
                variant="ghost"
                onClick={onRemove}
                loading={remove.isPending}
                disabled={busy}
                data-testid="limit-remove"
              >
                {t('rg.limit.remove')}
              </Button>
            )}
          </Inline>
        )}
        <FormMessages problem={problem} notice={notice} noticeTestId="limit-notice" />
      </Stack>
    </form>
  );
}
