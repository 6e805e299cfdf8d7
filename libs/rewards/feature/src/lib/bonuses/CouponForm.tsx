import { css } from '@emotion/react';
import type { UserBonus } from '@casino/api-contract';
import { Button, Heading, Inline, Notice, Stack, Text, TextField, defineStyle } from '@casino/design-system';
import { PasteButton, RestrictedAccountNotice } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useApplyCoupon } from '../../api/apply-coupon';
import { activationRefusal, type ActivationRefusal } from './activationError';
import { useAccountRestriction } from '@casino/session';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { useOnce } from '@casino/session';

const couponFormSection = defineStyle(css`
  max-width: 32rem;
`);
const couponFormBox = defineStyle(css`
  flex: 1 1 12rem;
`);

/**
 * The coupon entry (catalogue section 2): a code, Apply (one request however often pressed), then what it gave or why
 * not ("not applied", "already redeemed", or any activation refusal). The code stays in the field after a refusal.
 * A self-excluded or frozen player's Apply is disabled, with the reason and its end date.
 */
export function CouponForm() {
  const { t, i18n } = useTranslation();
  const apply = useApplyCoupon();
  const once = useOnce();
  const headingId = useId();
  const restriction = useAccountRestriction();
  // Uncontrolled: a code typed into the server's HTML before this (lazily loaded) form hydrates is kept, and a click on
  // Apply made meanwhile is replayed by React with it.
  const input = useRef<HTMLInputElement>(null);
  const [emptyError, setEmptyError] = useState(false);
  const [refusal, setRefusal] = useState<ActivationRefusal | null>(null);
  const [applied, setApplied] = useState<{ code: string; bonus: UserBonus } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (restriction) return;
    const code = input.current?.value ?? '';
    if (!code.trim()) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    void once(() =>
      apply.mutateAsync(code).then(
        (data) => {
          setRefusal(null);
          setApplied({ code: data.code, bonus: data.userBonus });
          if (input.current) input.current.value = '';
        },
        (error: unknown) => {
          setApplied(null);
          setRefusal(activationRefusal(t, error, { locale: i18n.language }));
        },
      ),
    );
  };

  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId} css={couponFormSection}>
      <Heading level={2} id={headingId}>
        {t('rewards.coupon.title')}
      </Heading>
      {restriction && <RestrictedAccountNotice restriction={restriction} />}
      <Inline as="form" gap="sm" align="end" onSubmit={onSubmit} noValidate>
        <div css={couponFormBox}>
          <TextField
            label={t('rewards.coupon.label')}
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            ref={input}
            onChange={() => setEmptyError(false)}
            error={emptyError ? t('rewards.coupon.required') : undefined}
            data-testid="coupon-input"
          />
        </div>
        <PasteButton
          field={t('rewards.coupon.label')}
          onPaste={(text) => {
            if (input.current) input.current.value = text.slice(0, 64);
            setEmptyError(false);
          }}
        />
        <Button
          type="submit"
          variant="primary"
          loading={apply.isPending}
          disabled={Boolean(restriction)}
          data-testid="coupon-apply"
        >
          {t('rewards.coupon.apply')}
        </Button>
      </Inline>
      {applied && (
        <Text role="status" data-testid="coupon-applied">
          {t('rewards.coupon.applied', { code: applied.code, name: applied.bonus.name })}
        </Text>
      )}
      {refusal?.kind === 'verifyEmail' && <EmailVerificationNotice message={refusal.message} />}
      {refusal?.kind === 'message' && (
        <Notice tone="danger" appearance="inline" data-testid="coupon-error" data-code={refusal.code}>
          {refusal.message}
        </Notice>
      )}
      {refusal?.kind === 'login' && (
        <Notice tone="danger" appearance="inline" data-testid="coupon-error" data-code="LOGIN">
          {t('rewards.coupon.loginAgain')}
        </Notice>
      )}
      {refusal?.kind === 'confirmReplace' && (
        <Notice tone="danger" appearance="inline" data-testid="coupon-error" data-code="ACTIVE_BONUS">
          {t('rewards.activation.error.ACTIVE_BONUS')}
        </Notice>
      )}
    </Stack>
  );
}
