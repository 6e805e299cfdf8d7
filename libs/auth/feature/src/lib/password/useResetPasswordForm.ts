import { PASSWORD_MAX_LENGTH, type AppSettings } from '@casino/api-contract';
import { isApiError } from '@casino/api-client';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@casino/translate';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useResetPassword } from '../../api/reset-password';
import { errorMessage } from '../forms/errors';
import { confirmationMatches, newPassword } from '../forms/schemas';

/** Spec section 2: after email verification or a password reset, the casino page opens with the login modal. */
export const AFTER_VERIFICATION_URL = '/casino?modal=login';

export interface ResetValues {
  password: string;
  confirm: string;
}

/**
 * The reset form's state: a new password by the brand's rules, twice; sent with the link's token, then the login modal
 * on /casino. A refusal keeps what was typed and says whether the link ran out (then a new one can be asked for).
 */
export function useResetPasswordForm(settings: AppSettings, token: string) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const schema = useMemo(
    () =>
      z
        .object({ password: newPassword(settings), confirm: z.string() })
        .check(confirmationMatches('password', 'confirm')),
    [settings],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: { password: '', confirm: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, password });
      void navigate(AFTER_VERIFICATION_URL, { replace: true });
    } catch (error) {
      const expired = isApiError(error) && (error.code === 'TOKEN_EXPIRED' || error.code === 'TOKEN_INVALID');
      setFailure({ message: errorMessage(error, t), expired });
    }
  });
  const fieldError = (name: keyof ResetValues) =>
    errors[name]?.message
      ? t(errors[name].message, { min: settings.passwordMinLength, max: PASSWORD_MAX_LENGTH })
      : undefined;
  return { register, onSubmit, isSubmitting, failure, fieldError };
}
