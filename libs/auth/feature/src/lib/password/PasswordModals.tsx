import { isApiError } from '@casino/api-client';
import { Button, Link, Spinner, Stack } from '@casino/design-system';
import { useResendVerification, useSession } from '@casino/session';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@casino/translate';
import { useNavigate } from 'react-router';
import { useForgotPassword } from '../../api/forgot-password';
import { useVerifyEmail } from '../../api/verify-email';
import { AuthDialog, FormAlert, LoginInstead } from '../forms/AuthDialog';
import { errorMessage } from '../forms/errors';
import { EmailField, PasswordField } from '../forms/fields';
import { emailProblem } from '../forms/rules';
import type { AuthModalProps } from '../login/LoginModal';
import { TOKEN_PARAM, useCloseWithoutToken } from './useCloseWithoutToken';
import { AFTER_VERIFICATION_URL, useResetPasswordForm } from './useResetPasswordForm';

/** Spec section 2: an expired verification link opens the home page with this modal. */
export const VERIFICATION_EXPIRED_URL = '/?modal=verify-email-expired';
export { AFTER_VERIFICATION_URL, TOKEN_PARAM };

/** `?modal=forgot-password`: asks for the email and mails a reset link (the answer never says whether the account exists). */
export function ForgotPasswordModal({ open, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const problem = emailProblem(email);
    setError(problem ? t(problem) : undefined);
    if (problem || forgot.isPending) return;
    forgot.mutate(email.trim());
  };
  return (
    <AuthDialog open={open} onClose={onClose} title={t('auth.forgot.title')} description={t('auth.forgot.intro')}>
      <Stack
        as="form"
        gap="md"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <EmailField
          label={t('auth.field.email')}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => {
            const problem = email ? emailProblem(email) : undefined;
            setError(problem ? t(problem) : undefined);
          }}
          error={error}
        />
        {forgot.isSuccess && <FormAlert tone="success">{t('auth.forgot.sent')}</FormAlert>}
        {forgot.isError && <FormAlert>{errorMessage(forgot.error, t)}</FormAlert>}
        <Button type="submit" loading={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
        <Link to={{ search: '?modal=login' }} replace preventScrollReset>
          {t('auth.forgot.backToLogin')}
        </Link>
      </Stack>
    </AuthDialog>
  );
}

/** `?modal=reset-password&token=...`: a new password by the brand's rules, twice; then the login modal on /casino. */
export function ResetPasswordModal({ open, params, settings }: AuthModalProps) {
  const { t } = useTranslation();
  const close = useCloseWithoutToken();
  const token = params.get(TOKEN_PARAM) ?? '';
  const { register, onSubmit, isSubmitting, failure, fieldError } = useResetPasswordForm(settings, token);
  return (
    <AuthDialog open={open} onClose={close} title={t('auth.reset.title')}>
      {token ? (
        <Stack as="form" gap="md" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
          <PasswordField
            label={t('auth.reset.password')}
            autoComplete="new-password"
            required
            hint={t('auth.field.passwordHint', { min: settings.passwordMinLength })}
            error={fieldError('password')}
            {...register('password')}
          />
          <PasswordField
            label={t('auth.reset.confirm')}
            autoComplete="new-password"
            required
            error={fieldError('confirm')}
            {...register('confirm')}
          />
          {failure && <FormAlert>{failure.message}</FormAlert>}
          {failure?.expired && (
            <Link to={{ search: '?modal=forgot-password' }} replace preventScrollReset>
              {t('auth.reset.newLink')}
            </Link>
          )}
          <Button type="submit" loading={isSubmitting}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      ) : (
        <FormAlert>{t('api.error.TOKEN_INVALID')}</FormAlert>
      )}
    </AuthDialog>
  );
}

/**
 * `?modal=verify-email&token=...`, the link of the verification mail: verifies, then opens the casino page with the
 * login modal; an expired link opens home with `modal=verify-email-expired` (spec section 2).
 */
export function VerifyEmailModal({ open, params }: AuthModalProps) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const { mutateAsync } = verify;
  const navigate = useNavigate();
  const close = useCloseWithoutToken();
  const token = params.get(TOKEN_PARAM) ?? '';
  const [failure, setFailure] = useState('');
  // The link is used once, however often the modal renders (React's strict mode mounts it twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutateAsync(token)
      .then(() => navigate(AFTER_VERIFICATION_URL, { replace: true }))
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'VERIFICATION_EXPIRED')
          void navigate(VERIFICATION_EXPIRED_URL, { replace: true });
        else setFailure(errorMessage(error, t));
      });
  }, [mutateAsync, navigate, t, token]);
  return (
    <AuthDialog open={open} onClose={close} title={t('auth.verify.title')}>
      {token && !failure ? (
        <div css={{ display: 'grid', placeItems: 'center', minHeight: '6rem' }}>
          <Spinner label={t('auth.verify.checking')} />
        </div>
      ) : (
        <FormAlert>{failure || t('api.error.TOKEN_INVALID')}</FormAlert>
      )}
    </AuthDialog>
  );
}

/** `?modal=verify-email-expired`: the link ran out; a signed-in player can have a new one sent, a guest logs in first. */
export function VerifyEmailExpiredModal({ open, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const signedIn = useSession((s) => s.status === 'signedIn');
  return (
    <AuthDialog
      open={open}
      onClose={onClose}
      title={t('auth.verifyExpired.title')}
      description={t('auth.verifyExpired.message')}
    >
      <Stack gap="md">
        {resend.isSuccess && <FormAlert tone="success">{t('auth.verifyExpired.sent')}</FormAlert>}
        {resend.isError && <FormAlert>{errorMessage(resend.error, t)}</FormAlert>}
        {signedIn ? (
          <Button
            onClick={() => !resend.isPending && resend.mutate()}
            loading={resend.isPending}
            disabled={resend.isSuccess}
          >
            {t('auth.verifyExpired.resend')}
          </Button>
        ) : (
          <LoginInstead />
        )}
      </Stack>
    </AuthDialog>
  );
}
