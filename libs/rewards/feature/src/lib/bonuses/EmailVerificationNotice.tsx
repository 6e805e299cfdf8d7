import { css } from '@emotion/react';
import { Button } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useResendVerification } from '@casino/session';
import { useOnce } from './useOnce';

/** An unverified email blocks bonus activation (catalogue section 6): the reason and a way to get the link again. */
export function EmailVerificationNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const once = useOnce();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const onResend = () =>
    void once(() =>
      resend.mutateAsync().then(
        () => setOutcome('sent'),
        () => setOutcome('failed'),
      ),
    );
  return (
    <div role="alert" data-testid="bonus-verify-email" css={(th) => css`display: grid; gap: ${th.space.xs};`}>
      <p css={css`margin: 0;`}>{message}</p>
      {outcome === 'sent' ? (
        <p css={css`margin: 0;`} data-testid="verification-sent">
          {t('rewards.activation.verificationSent')}
        </p>
      ) : (
        <Button variant="secondary" size="sm" loading={resend.isPending} onClick={onResend} data-testid="resend-verification">
          {t('rewards.activation.resend')}
        </Button>
      )}
      {outcome === 'failed' && <p css={css`margin: 0;`}>{t('rewards.activation.resendFailed')}</p>}
    </div>
  );
}
