import { marketRules, type LimitPeriod } from '@casino/api-contract';
import { Button, Dialog, Link, RadioGroup, Stack, Text, TextField, VisuallyHidden } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { usePagePath } from '@casino/site';
import { formatMoney, useTranslation } from '@casino/translate';
import { useId, useRef, useState, type FormEvent } from 'react';
import { setLimit } from '../../api/set-limit';
import { useRgMutation } from '../../api/use-rg-mutation';
import { FormMessages } from '../FormMessages';
import { PERIOD_NAMES, parseAmount } from '../limits/limitAmount';
import { rgMessage } from '../rgError';
import { useDepositLimitOfferShowing } from './useDepositLimitOfferShowing';

const PERIODS: readonly LimitPeriod[] = [0, 1, 2];

interface OfferDialogProps {
  open: boolean;
  market: string;
  currencyCode: string;
  /** Not now, Escape, the close button, the backdrop, or the way to the limits page. */
  onDecline: () => void;
  /** The limit is set: what to tell the player as the dialog closes. */
  onSaved: (confirmation: string) => void;
}

/** The dialog itself: a period, an amount in the player's currency, Set limit (one request) or Not now. */
function OfferDialog({ open, market, currencyCode, onDecline, onSaved }: OfferDialogProps) {
  const { t, i18n } = useTranslation();
  const once = useOnce();
  const pagePath = usePagePath();
  const save = useRgMutation(setLimit);
  const formId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [period, setPeriod] = useState<LimitPeriod>(0);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rules = marketRules(market);
  const hours = Math.round(rules.increaseDelayMs / 3_600_000);
  const marketName = t(`rg.market.name.${market}`);
  const money = (amount: number) => formatMoney(i18n.language, amount, currencyCode);
  const busy = save.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const amount = parseAmount(value);
    setInvalid(amount === null);
    if (amount === null) {
      amountRef.current?.focus();
      return;
    }
    const chosen = period;
    void once(() =>
      save.mutateAsync({ type: 'deposit', period: chosen, amount }).then(
        () =>
          onSaved(
            t('rg.offer.saved', {
              name: t('rg.limit.deposit.row', { period: t(`rg.period.${PERIOD_NAMES[chosen]}`) }),
              amount: money(amount),
            }),
          ),
        (error: unknown) => setProblem(rgMessage(t, error, { locale: i18n.language })),
      ),
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onDecline}
      title={t('rg.offer.title')}
      closeLabel={t('rg.offer.later')}
      description={t(rules.mandatoryLimits.includes('deposit') ? 'rg.offer.aboutMandatory' : 'rg.offer.about', {
        market: marketName,
      })}
      size="sm"
      footer={
        <>
          <Button
            type="submit"
            form={formId}
            loading={busy}
            loadingLabel={t('common.loading')}
            data-testid="deposit-limit-offer-save"
          >
            {t('rg.limit.set')}
          </Button>
          <Button variant="ghost" onClick={onDecline} data-testid="deposit-limit-offer-later">
            {t('rg.offer.later')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate data-testid="deposit-limit-offer">
        <Stack gap="md">
          <RadioGroup
            legend={t('rg.offer.periodLegend')}
            direction="row"
            disabled={busy}
            value={period}
            onChange={setPeriod}
            options={PERIODS.map((p) => ({
              value: p,
              label: t(`rg.period.${PERIOD_NAMES[p]}`),
              testId: `deposit-limit-offer-period-${p}`,
            }))}
          />
          <TextField
            ref={amountRef}
            label={t('rg.offer.amountLabel', { currency: currencyCode })}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            startAdornment={currencyCode}
            hint={hours > 0 ? t('rg.limit.delayHint', { hours }) : undefined}
            error={invalid ? t('rg.error.amount') : undefined}
            readOnly={busy}
            data-testid="deposit-limit-offer-amount"
          />
          <FormMessages problem={problem} />
          <Text tone="inherit">
            <Link to={pagePath('limits')} onClick={onDecline}>
              {t('rg.offer.allLimits')}
            </Link>
          </Text>
        </Stack>
      </form>
    </Dialog>
  );
}

/**
 * The deposit limit offered at the start (UK, SE, ON, FR: `offerDepositLimitAtStart`): to a signed-in player of such a
 * market with no deposit and no deposit limit, once on the first page after registration or a first sign-in in this
 * browser, and on the deposit page until declined there. Waits while a `?modal=` dialog is open. Mounted next to the
 * reality check for signed-in players after hydration; what was shown and declined is kept per player in localStorage.
 */
export default function DepositLimitOffer() {
  const { ready, market, currencyCode, open, round, confirmation, decline, saved } = useDepositLimitOfferShowing();
  return (
    <>
      <VisuallyHidden role="status" data-testid="deposit-limit-offer-saved">
        {confirmation}
      </VisuallyHidden>
      {ready && round > 0 && (
        <OfferDialog
          key={round}
          open={open}
          market={market}
          currencyCode={currencyCode}
          onDecline={decline}
          onSaved={saved}
        />
      )}
    </>
  );
}
