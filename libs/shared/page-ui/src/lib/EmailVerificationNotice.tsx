import { css } from '@emotion/react';
import { Button, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useRef, useState } from 'react';

export interface EmailVerificationNoticeProps {
  /** Why the email matters here (a refusal's sentence, or the page's own). */
  message: string;
  /** Sends the verification link again (the session's resend call). */
  onResend: () => Promise<unknown>;
  'data-testid'?: string;
}

const emailVerificationNoticeBox = themed((th) => css`display: grid; gap: ${th.space.xs}; justify-items: start;`);
const emailVerificationNoticeText = css`margin: 0;`;
const verificationSentStyle = css`margin: 0;`;
const emailVerificationNoticeText2 = css`margin: 0;`;

/**
 * An unverified email blocks a money action (bonus activation, deposit, withdrawal): the reason and a button that sends
 * the link again, once however often it is pressed, saying whether it went.
 */
export function EmailVerificationNotice({ message, onResend, 'data-testid': testId = 'verify-email-notice' }: EmailVerificationNoticeProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const inFlight = useRef(false);
  const resend = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState('sending');
    onResend().then(
      () => setState('sent'),
      () => setState('failed'),
    ).finally(() => {
      inFlight.current = false;
    });
  };
  return (
    <div role="alert" data-testid={testId} css={emailVerificationNoticeBox}>
      <p css={emailVerificationNoticeText}>{message}</p>
      {state === 'sent' ? (
        <p css={verificationSentStyle} data-testid="verification-sent">
          {t('common.verifyEmail.sent')}
        </p>
      ) : (
        <Button variant="secondary" size="sm" loading={state === 'sending'} onClick={resend} data-testid="resend-verification">
          {t('common.verifyEmail.resend')}
        </Button>
      )}
      {state === 'failed' && <p css={emailVerificationNoticeText2}>{t('common.verifyEmail.failed')}</p>}
    </div>
  );
}
