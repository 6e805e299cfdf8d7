import { EmailVerificationNotice as Notice } from '@casino/page-ui';
import { useResendVerification } from '@casino/session';

/** An unverified email blocks bonus activation (catalogue section 6): the reason and a way to get the link again. */
export function EmailVerificationNotice({ message }: { message: string }) {
  const resend = useResendVerification();
  return <Notice message={message} onResend={() => resend.mutateAsync()} data-testid="bonus-verify-email" />;
}
