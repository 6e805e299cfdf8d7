import { css } from '@emotion/react';
import type { Bonus, CreateDepositData, PaymentMethod } from '@casino/api-contract';
import { DepositAmountField, PaymentMethodPicker } from '@casino/cashier-ui';
import { Button, Card, Link, Notice, RadioGroup, Skeleton, themed, defineStyle } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { EmailVerificationNotice, LoadFailure, RestrictedAccountNotice } from '@casino/page-ui';
import { accountRestriction, useResendVerification, useSession, useOnce } from '@casino/session';
import { usePagePath } from '@casino/site';
import { reportDeposit, webStorageStore } from '@casino/tracking';
import { formatMoney, useTranslation } from '@casino/translate';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useCancelDeposit } from '../../api/cancel-deposit';
import { useCreateDeposit } from '../../api/create-deposit';
import { useDepositBonuses } from '../../api/get-deposit-bonuses';
import { useDeposit } from '../../api/get-deposit';
import { usePayments } from '../../api/get-payments';
import { useThreeDsWebhook } from '../../api/three-ds-webhook';
import { filterPaymentMethods, paymentThumbnail } from '../methods/filterPaymentMethods';
import { amountProblem, depositRange, presetsFor, stepDown, stepUp } from './amount';
import { CardFields, EMPTY_CARD, type CardValues } from './CardFields';
import { depositRefusal, type DepositRefusal } from './depositError';
import { bonusIdOf, cashierAudience, DEPOSIT_STATUS_MODAL, newIdempotencyKey, readThreeDsMessage, returnedDepositIdOf, type ThreeDsOutcome } from './depositParams';

// The issuer's check and the crypto address (with its QR code library) load when a deposit needs them.
const ThreeDsChallenge = lazy(() => import('./ThreeDsChallenge').then((m) => ({ default: m.ThreeDsChallenge })));
const CryptoPaymentPanel = lazy(() => import('./CryptoPaymentPanel').then((m) => ({ default: m.CryptoPaymentPanel })));

type Phase =
  | { kind: 'form' }
  | { kind: 'threeDs'; depositId: number; acsUrl: string }
  | { kind: 'crypto'; depositId: number; network: string; address: string; qrData: string; amount: number }
  | { kind: 'redirecting' };

const depositPageBox = themed((th) => css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${th.space.lg}; max-inline-size: 48rem;`);
const depositPageHeading = defineStyle(css`margin: 0;`);
const depositFormStyle = themed((th) => css`display: grid; gap: ${th.space.lg};`);
const depositPageLabel4 = themed((th) => css`color: ${th.color.textMuted};`);
const depositPageText = defineStyle(css`margin: 0;`);
const bonusMinDepositStyle = defineStyle(css`margin: 0;`);
const depositPageText2 = defineStyle(css`margin: 0;`);

/**
 * /deposit: the cashier (catalogue section 2 and 6). Method, amount, bonus, then the method's own step: the card form
 * (3-D Secure when the issuer asks), the crypto address with its QR code, or the provider's site. Every outcome ends in
 * its result modal (`?modal=deposit-<kind>&met=<method>`). One deposit per attempt: the button sends once, and the
 * attempt's idempotency key makes a repeat (a retry after a timeout) answer the first deposit instead of a second.
 */
export function DepositPage() {
  const { t, i18n } = useTranslation();
  const page = usePageKey();
  const pagePath = usePagePath();
  const [searchParams, setSearchParams] = useSearchParams();
  const details = useSession((s) => s.details);
  const audience = cashierAudience(details);
  const currencyCode = details?.getUser.currencyCode ?? 'EUR';
  const payments = usePayments(audience);
  const bonuses = useDepositBonuses({ language: i18n.language, ...(audience.countryCode ? { country: audience.countryCode } : {}), ...(audience.currencyCode ? { currency: audience.currencyCode } : {}) });
  const methods = useMemo(
    () =>
      filterPaymentMethods(payments.data ?? [], {
        side: 'deposit',
        countryCode: audience.countryCode ?? null,
        currencyCode: audience.currencyCode ?? null,
        email: details?.getUser.email ?? null,
        tags: details?.getUser.tags ?? [],
      }),
    [payments.data, audience.countryCode, audience.currencyCode, details],
  );

  const [methodId, setMethodId] = useState<number | null>(null);
  const method: PaymentMethod | undefined = methods.find((m) => m.id === methodId) ?? methods[0];
  const [amount, setAmount] = useState('25');
  const [bonusChoice, setBonusChoice] = useState<number | null>(() => bonusIdOf(searchParams));
  const [network, setNetwork] = useState<string | null>(null);
  const [showAmountError, setShowAmountError] = useState(false);
  const [refusal, setRefusal] = useState<DepositRefusal | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const cardForm = useForm<CardValues>({ defaultValues: EMPTY_CARD, mode: 'onTouched' });
  const create = useCreateDeposit();
  const webhook = useThreeDsWebhook();
  const cancel = useCancelDeposit();
  const resend = useResendVerification();
  const once = useOnce();
  // One key per attempt: made at the first send, kept for a repeat after a timeout, dropped when anything changes.
  const attemptKey = useRef<string | null>(null);
  useEffect(() => {
    attemptKey.current = null;
  }, [methodId, amount, bonusChoice, network]);

  const money = (value: number) => formatMoney(i18n.language, value, currencyCode);
  const range = method ? depositRange(method, currencyCode) : { min: 0, max: Number.POSITIVE_INFINITY };
  const problem = amountProblem(amount, range);
  const amountError = showAmountError && problem ? t(`cashier.deposit.amount.${problem.kind}`, { min: money(range.min), max: money(range.max) }) : undefined;
  const numericAmount = Number(amount.replace(',', '.'));
  const networks = method?.paymentMethod === 'crypto' ? method.networks : [];
  const chosenNetwork = network && networks.includes(network) ? network : networks[0];
  const bonusList: Bonus[] = bonuses.data ?? [];
  const chosenBonus = bonusList.find((b) => b.id === bonusChoice);
  const restriction = accountRestriction(details);
  const emailUnverified = details ? !details.getUser.isEmailVerified : false;

  // Back from the provider's site (`?depositId=`): the deposit's status opens its result modal.
  const returnedId = returnedDepositIdOf(searchParams);
  const returned = useDeposit(returnedId);
  useEffect(() => {
    if (!returned.data) return;
    const title = methods.find((m) => m.id === returned.data.paymentMethodId)?.title ?? '';
    openResult(DEPOSIT_STATUS_MODAL[returned.data.status], title, 'depositId');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per returned deposit
  }, [returned.data]);

  function openResult(modal: string, methodTitle: string, drop?: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (drop) next.delete(drop);
        next.set('modal', modal);
        if (modal === 'deposit-success' || modal === 'deposit-3ds-success') next.delete('met');
        else next.set('met', methodTitle);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  function finish(data: Pick<CreateDepositData, 'deposit' | 'modal'> & { depositCount?: number }) {
    attemptKey.current = null;
    cardForm.reset(EMPTY_CARD);
    create.reset();
    setPhase({ kind: 'form' });
    if (data.deposit.status === 'success' && data.depositCount && details) {
      reportDeposit(webStorageStore(window.localStorage), details.getUser.userId, data.depositCount);
    }
    openResult(data.modal, method?.title ?? '');
  }

  const fail = (error: unknown) =>
    setRefusal(depositRefusal(t, error, { locale: i18n.language, currencyCode, until: restriction?.until ?? null }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    setShowAmountError(true);
    const cardOk = method.isCardForm ? await cardForm.trigger() : true;
    if (problem || !cardOk) return;
    const card = method.isCardForm ? cardForm.getValues() : null;
    attemptKey.current ??= newIdempotencyKey();
    const idempotencyKey = attemptKey.current;
    setRefusal(null);
    await once(() =>
      create
        .mutateAsync({
          paymentMethodId: method.id,
          amount: numericAmount,
          currencyCode,
          bonusId: bonusChoice,
          idempotencyKey,
          ...(card ? { card: { number: card.number.replace(/\D/g, ''), expiry: card.expiry, cvc: card.cvc, holderName: card.holderName.trim() } } : {}),
          ...(chosenNetwork ? { network: chosenNetwork } : {}),
          ...(!method.isCardForm && method.paymentMethod !== 'crypto' ? { returnUrl: pagePath('deposit') } : {}),
        })
        .then(
          (data) => {
            if (data.threeDs) {
              cardForm.reset(EMPTY_CARD);
              create.reset();
              setPhase({ kind: 'threeDs', depositId: data.deposit.id, acsUrl: data.threeDs.acsUrl });
            } else if (data.crypto) {
              create.reset();
              setPhase({ kind: 'crypto', depositId: data.deposit.id, ...data.crypto, amount: data.deposit.amount });
            } else if (data.redirect) {
              setPhase({ kind: 'redirecting' });
              window.location.assign(data.redirect.url);
            } else finish(data);
          },
          (error: unknown) => {
            create.reset();
            fail(error);
          },
        ),
    );
  };

  const onThreeDs = (outcome: ThreeDsOutcome) => {
    if (phase.kind !== 'threeDs') return;
    const depositId = phase.depositId;
    void once(() =>
      (outcome.outcome === 'cancel'
        ? cancel.mutateAsync(depositId).then((data) => finish({ deposit: data.deposit, modal: DEPOSIT_STATUS_MODAL[data.deposit.status] }))
        : webhook.mutateAsync({ PaReq: outcome.PaReq, MD: outcome.MD }).then(finish)
      ).catch((error: unknown) => {
        setPhase({ kind: 'form' });
        fail(error);
      }),
    );
  };

  const cancelPending = () => {
    if (phase.kind !== 'crypto' && phase.kind !== 'threeDs') return;
    const depositId = phase.depositId;
    void once(() =>
      cancel.mutateAsync(depositId).then(
        (data) => finish({ deposit: data.deposit, modal: DEPOSIT_STATUS_MODAL[data.deposit.status] }),
        (error: unknown) => {
          setPhase({ kind: 'form' });
          fail(error);
        },
      ),
    );
  };

  const busy = create.isPending || phase.kind === 'redirecting';

  return (
    <div css={depositPageBox}>
      <h1 css={depositPageHeading}>{t(`page.${page}.title`)}</h1>

      {restriction ? (
        <Card as="section" data-testid="deposit-blocked">
          <RestrictedAccountNotice restriction={restriction} />
        </Card>
      ) : phase.kind === 'crypto' ? (
        <Suspense fallback={<Skeleton variant="rect" height="16rem" />}>
          <CryptoPaymentPanel
            title={t('cashier.crypto.title', { method: method?.title ?? '' })}
            network={phase.network}
            address={phase.address}
            qrData={phase.qrData}
            cancelling={cancel.isPending}
            labels={{
              network: t('cashier.crypto.network'),
              address: t('cashier.crypto.address'),
              qr: t('cashier.crypto.qr', { network: phase.network }),
              copy: t('cashier.crypto.copy'),
              copied: t('cashier.crypto.copied'),
              copyFailed: t('cashier.crypto.copyFailed'),
              amountHint: t('cashier.crypto.amountHint', { amount: money(phase.amount), network: phase.network }),
              paid: t('cashier.crypto.paid'),
              cancel: t('cashier.crypto.cancel'),
            }}
            onPaid={() => {
              setPhase({ kind: 'form' });
              openResult('deposit-pending', method?.title ?? '');
            }}
            onCancel={cancelPending}
          />
        </Suspense>
      ) : (
        <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} data-testid="deposit-form" css={depositFormStyle}>
          {emailUnverified && <EmailVerificationNotice message={t('cashier.deposit.verifyEmailFirst')} onResend={() => resend.mutateAsync()} data-testid="deposit-verify-email" />}
          {payments.isPending ? (
            <Skeleton variant="rect" height="8rem" />
          ) : payments.isError && !payments.data ? (
            <LoadFailure message={t('cashier.deposit.methodsError')} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
          ) : methods.length === 0 ? (
            <p role="status" data-testid="no-methods">
              {t('cashier.deposit.noMethods')}
            </p>
          ) : (
            <>
              <PaymentMethodPicker
                legend={t('cashier.deposit.method')}
                methods={methods.map((m) => {
                  const r = depositRange(m, currencyCode);
                  return { id: m.id, title: m.title, thumbnail: paymentThumbnail(m), range: t('cashier.deposit.range', { min: money(r.min), max: money(r.max) }) };
                })}
                value={method?.id ?? null}
                onChange={setMethodId}
                disabled={busy}
              />
              <DepositAmountField
                label={t('cashier.deposit.amount.label', { currency: currencyCode })}
                currency={details?.currencySymbol ?? currencyCode}
                value={amount}
                onChange={setAmount}
                onStepDown={() => setAmount(String(Math.max(range.min, stepDown(Number.isFinite(numericAmount) ? numericAmount : range.min))))}
                onStepUp={() => setAmount(String(Math.min(range.max, stepUp(Number.isFinite(numericAmount) ? numericAmount : 0))))}
                stepDownLabel={t('cashier.deposit.amount.down')}
                stepUpLabel={t('cashier.deposit.amount.up')}
                presets={presetsFor(range).map((p) => ({ amount: p, label: money(p) }))}
                presetsLabel={t('cashier.deposit.amount.presets')}
                hint={t('cashier.deposit.range', { min: money(range.min), max: money(range.max) })}
                error={amountError}
                disabled={busy}
              />
              {networks.length > 1 && (
                <RadioGroup
                  legend={t('cashier.crypto.network')}
                  name="network"
                  direction="row"
                  disabled={busy}
                  value={chosenNetwork}
                  onChange={setNetwork}
                  options={networks.map((n) => ({ value: n, label: n }))}
                />
              )}
              <RadioGroup
                legend={t('cashier.deposit.bonus.legend')}
                name="bonus"
                disabled={busy}
                data-testid="bonus-choice"
                value={chosenBonus ? String(chosenBonus.id) : 'none'}
                onChange={(choice) => setBonusChoice(choice === 'none' ? null : Number(choice))}
                options={[
                  { value: 'none', label: t('cashier.deposit.bonus.none') },
                  ...bonusList.map((bonus) => ({
                    value: String(bonus.id),
                    label: (
                      <span>
                        {bonus.banner.bannerTitle || bonus.name}
                        {bonus.minDeposit ? <span css={depositPageLabel4}> · {t('cashier.deposit.bonus.minDeposit', { amount: money(bonus.minDeposit) })}</span> : null}
                      </span>
                    ),
                  })),
                ]}
              >
                {bonusChoice !== null && bonuses.isSuccess && !chosenBonus && <p css={depositPageText}>{t('cashier.deposit.bonus.unavailable')}</p>}
                {chosenBonus?.minDeposit && Number.isFinite(numericAmount) && numericAmount < chosenBonus.minDeposit ? (
                  <p css={bonusMinDepositStyle} data-testid="bonus-min-deposit">
                    {t('cashier.deposit.bonus.belowMin', { amount: money(chosenBonus.minDeposit) })}
                  </p>
                ) : null}
              </RadioGroup>
              {method?.isCardForm && <CardFields form={cardForm} disabled={busy} />}
              {method && !method.isCardForm && method.paymentMethod !== 'crypto' && <p css={depositPageText2}>{t('cashier.deposit.redirectHint', { method: method.title })}</p>}
              {refusal?.kind === 'verifyEmail' && !emailUnverified && <EmailVerificationNotice message={refusal.message} onResend={() => resend.mutateAsync()} data-testid="deposit-verify-email" />}
              {refusal?.kind === 'message' && (
                <Notice tone="danger" data-testid="deposit-error" data-code={refusal.code} actions={refusal.action && <Link to={pagePath(refusal.action.page)}>{refusal.action.label}</Link>}>
                  {refusal.message}
                </Notice>
              )}
              <Button type="submit" size="lg" loading={busy} loadingLabel={t('cashier.deposit.sending')} disabled={emailUnverified} data-testid="deposit-submit">
                {Number.isFinite(numericAmount) && numericAmount > 0 ? t('cashier.deposit.submitAmount', { amount: money(numericAmount) }) : t('cashier.deposit.submit')}
              </Button>
            </>
          )}
        </form>
      )}
      {phase.kind === 'threeDs' && (
        <Suspense fallback={null}>
          <ThreeDsChallenge
            acsUrl={phase.acsUrl}
            busy={webhook.isPending || cancel.isPending}
            read={(event) => readThreeDsMessage(event, window.location.origin)}
            onOutcome={onThreeDs}
            onClose={cancelPending}
          />
        </Suspense>
      )}
    </div>
  );
}
