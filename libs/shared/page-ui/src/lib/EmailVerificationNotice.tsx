import { Button, Notice, Stack } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useRef, useState } from 'react';

export interface EmailVerificationNoticeProps {
  /** Why the email matters here (a refusal's sentence, or the page's own). */
  message: string;
  /** Sends the verification link again (the session's resend call). */
  onResend: () => Promise<unknown>;
  'data-testid'?: string;
}

/**
 * An unverified email blocks a money action (bonus activation, deposit, withdrawal): the reason and a button that sends
 * the link again, once however often it is pressed, saying whether it went.
 */
export function EmailVerificationNotice({
  message,
  onResend,
  'data-testid': testId = 'verify-email-notice',
}: EmailVerificationNoticeProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const inFlight = useRef(false);
  const resend = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState('sending');
    onResend()
      .then(
        () => setState('sent'),
        () => setState('failed'),
      )
      .finally(() => {
        inFlight.current = false;
      });
  };
  return (
    <Notice
      tone="warning"
      urgency="assertive"
      data-testid={testId}
      actions={
        state === 'sent' ? (
          <span data-testid="verification-sent">{t('common.verifyEmail.sent')}</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={state === 'sending'}
            onClick={resend}
            data-testid="resend-verification"
          >
            {t('common.verifyEmail.resend')}
          </Button>
        )
      }
    >
      <Stack gap="xs">
        <span>{message}</span>
        {state === 'failed' && <span>{t('common.verifyEmail.failed')}</span>}
      </Stack>
    </Notice>
  );
}
