import { css } from '@emotion/react';
import { DepositAmountField, DepositBonusPicker, DepositNetworkPicker, PaymentMethodPicker } from '@casino/cashier-ui';
import { Button, Card, Heading, Link, Notice, Skeleton, Stack, Text, defineStyle } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { EmailVerificationNotice, LoadFailure, RestrictedAccountNotice } from '@casino/page-ui';
import { useResendVerification } from '@casino/session';
import { usePagePath } from '@casino/site';
import { formatMoney, useTranslation } from '@casino/translate';
import { lazy, Suspense } from 'react';
import { paymentThumbnail } from '../methods/filterPaymentMethods';
import { depositRange, presetsFor } from './amount';
import { CardFields } from './CardFields';
import { DepositCryptoStep } from './DepositCryptoStep';
import { readThreeDsMessage } from './depositParams';
import { useDepositAttempt } from './useDepositAttempt';
import { useDepositChoice } from './useDepositChoice';

// The issuer's check loads when a deposit needs it.
const ThreeDsChallenge = lazy(() => import('./ThreeDsChallenge').then((m) => ({ default: m.ThreeDsChallenge })));

/** The page's measure: the form no wider than a comfortable column. */
const pageWidth = defineStyle(css`
  max-inline-size: 48rem;
`);

/**
 * /deposit: the cashier (catalogue section 2 and 6). Method, amount, bonus, then the method's own step: the card form
 * (3-D Secure when the issuer asks), the crypto address with its QR code, or the provider's site. Every outcome ends in
 * its result modal (`?modal=deposit-<kind>&met=<method>`). What the player chooses is `useDepositChoice`'s, the attempt
 * (one request per attempt, its idempotency key, the method's step, the outcome) `useDepositAttempt`'s.
 */
export function DepositPage() {
  const { t, i18n } = useTranslation();
  const page = usePageKey();
  const pagePath = usePagePath();
  const resend = useResendVerification();
  const choice = useDepositChoice();
  const attempt = useDepositAttempt(choice);
  const {
    details,
    currencyCode,
    payments,
    methods,
    method,
    amount,
    numericAmount,
    range,
    problem,
    chosenBonus,
    restriction,
    emailUnverified,
  } = choice;
  const { phase, refusal, busy } = attempt;

  const money = (value: number) => formatMoney(i18n.language, value, currencyCode);
  const amountError =
    attempt.showAmountError && problem
      ? t(`cashier.deposit.amount.${problem.kind}`, { min: money(range.min), max: money(range.max) })
      : undefined;

  return (
    <Stack gap="lg" css={pageWidth}>
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>

      {restriction ? (
        <Card as="section" data-testid="deposit-blocked">
          <RestrictedAccountNotice restriction={restriction} />
        </Card>
      ) : phase.kind === 'crypto' ? (
        <DepositCryptoStep
          phase={phase}
          methodTitle={method?.title ?? ''}
          money={money}
          cancelling={attempt.cancelling}
          onPaid={attempt.paid}
          onCancel={attempt.cancelPending}
        />
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={(event) => void attempt.submit(event)}
          aria-busy={busy}
          data-testid="deposit-form"
        >
          <Stack gap="lg">
            {emailUnverified && (
              <EmailVerificationNotice
                message={t('cashier.deposit.verifyEmailFirst')}
                onResend={() => resend.mutateAsync()}
                data-testid="deposit-verify-email"
              />
            )}
            {payments.isPending ? (
              <Skeleton variant="rect" height="8rem" />
            ) : payments.isError && !payments.data ? (
              <LoadFailure
                message={t('cashier.deposit.methodsError')}
                onRetry={() => void payments.refetch()}
                retrying={payments.isFetching}
              />
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
                    return {
                      id: m.id,
                      title: m.title,
                      thumbnail: paymentThumbnail(m),
                      range: t('cashier.deposit.range', { min: money(r.min), max: money(r.max) }),
                    };
                  })}
                  value={method?.id ?? null}
                  onChange={choice.setMethodId}
                  disabled={busy}
                />
                <DepositAmountField
                  label={t('cashier.deposit.amount.label', { currency: currencyCode })}
                  currency={details?.currencySymbol ?? currencyCode}
                  value={amount}
                  onChange={choice.setAmount}
                  onStepDown={choice.stepDownAmount}
                  onStepUp={choice.stepUpAmount}
                  stepDownLabel={t('cashier.deposit.amount.down')}
                  stepUpLabel={t('cashier.deposit.amount.up')}
                  presets={presetsFor(range).map((p) => ({ amount: p, label: money(p) }))}
                  presetsLabel={t('cashier.deposit.amount.presets')}
                  hint={t('cashier.deposit.range', { min: money(range.min), max: money(range.max) })}
                  error={amountError}
                  disabled={busy}
                />
                <DepositNetworkPicker
                  legend={t('cashier.crypto.network')}
                  networks={choice.networks}
                  value={choice.chosenNetwork}
                  onChange={choice.setNetwork}
                  disabled={busy}
                />
                <DepositBonusPicker
                  legend={t('cashier.deposit.bonus.legend')}
                  noneLabel={t('cashier.deposit.bonus.none')}
                  bonuses={choice.bonusList.map((bonus) => ({
                    id: bonus.id,
                    title: bonus.banner.bannerTitle || bonus.name,
                    ...(bonus.minDeposit
                      ? { note: t('cashier.deposit.bonus.minDeposit', { amount: money(bonus.minDeposit) }) }
                      : {}),
                  }))}
                  value={chosenBonus?.id ?? null}
                  onChange={choice.setBonusChoice}
                  disabled={busy}
                  {...(choice.bonusUnavailable ? { unavailableNote: t('cashier.deposit.bonus.unavailable') } : {})}
                  {...(choice.unmetBonusMinimum
                    ? {
                        belowMinimumNote: t('cashier.deposit.bonus.belowMin', {
                          amount: money(choice.unmetBonusMinimum),
                        }),
                      }
                    : {})}
                />
                {method?.isCardForm && <CardFields form={attempt.cardForm} disabled={busy} />}
                {method && !method.isCardForm && method.paymentMethod !== 'crypto' && (
                  <Text>{t('cashier.deposit.redirectHint', { method: method.title })}</Text>
                )}
                {refusal?.kind === 'verifyEmail' && !emailUnverified && (
                  <EmailVerificationNotice
                    message={refusal.message}
                    onResend={() => resend.mutateAsync()}
                    data-testid="deposit-verify-email"
                  />
                )}
                {refusal?.kind === 'message' && (
                  <Notice
                    tone="danger"
                    data-testid="deposit-error"
                    data-code={refusal.code}
                    actions={refusal.action && <Link to={pagePath(refusal.action.page)}>{refusal.action.label}</Link>}
                  >
                    {refusal.message}
                  </Notice>
                )}
                <Button
                  type="submit"
                  size="lg"
                  loading={busy}
                  loadingLabel={t('cashier.deposit.sending')}
                  disabled={emailUnverified}
                  data-testid="deposit-submit"
                >
                  {Number.isFinite(numericAmount) && numericAmount > 0
                    ? t('cashier.deposit.submitAmount', { amount: money(numericAmount) })
                    : t('cashier.deposit.submit')}
                </Button>
              </>
            )}
          </Stack>
        </form>
      )}
      {phase.kind === 'threeDs' && (
        <Suspense fallback={null}>
          <ThreeDsChallenge
            acsUrl={phase.acsUrl}
            busy={attempt.checking}
            read={(event) => readThreeDsMessage(event, window.location.origin)}
            onOutcome={attempt.onThreeDs}
            onClose={attempt.cancelPending}
          />
        </Suspense>
      )}
    </Stack>
  );
}
