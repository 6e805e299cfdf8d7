import { PASSWORD_MAX_LENGTH, type AppSettings } from '@casino/api-contract';
import { Button, Notice, Stack, useToast } from '@casino/design-system';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@casino/translate';
import * as z from 'zod/mini';
import { useChangePassword } from '../../api/change-password';
import { errorMessage } from '../forms/errors';
import { PasswordField } from '../forms/fields';
import { messages } from '../forms/rules';
import { confirmationMatches, newPassword } from '../forms/schemas';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Password change with the current password (feature catalogue section 5: confirmation must match). */
export function PasswordChangeForm({ settings }: { settings: AppSettings }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const toast = useToast();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      z
        .object({
          currentPassword: z.string().check(z.minLength(1, messages.required)),
          newPassword: newPassword(settings),
          confirm: z.string(),
        })
        .check(confirmationMatches('newPassword', 'confirm')),
    [settings],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PasswordValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    mode: 'onTouched',
  });
  const fieldError = (name: keyof PasswordValues) =>
    errors[name]?.message
      ? t(errors[name].message, { min: settings.passwordMinLength, max: PASSWORD_MAX_LENGTH })
      : undefined;
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset();
      setDone(true);
    } catch (error) {
      toast.show({ tone: 'danger', title: t('profile.error.title'), message: errorMessage(error, t) });
    }
  });
  return (
    <Stack as="form" gap="md" onSubmit={onSubmit} noValidate aria-busy={isSubmitting} data-testid="password-form">
      <PasswordField
        label={t('profile.password.current')}
        autoComplete="current-password"
        required
        error={fieldError('currentPassword')}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('profile.password.new')}
        autoComplete="new-password"
        required
        hint={t('auth.field.passwordHint', { min: settings.passwordMinLength })}
        error={fieldError('newPassword')}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('profile.password.confirm')}
        autoComplete="new-password"
        required
        error={fieldError('confirm')}
        {...register('confirm')}
      />
      {done && (
        <Notice tone="success" appearance="inline">
          {t('profile.password.changed')}
        </Notice>
      )}
      <Button type="submit" loading={isSubmitting} disabled={!isDirty || isSubmitting}>
        {t('profile.password.submit')}
      </Button>
    </Stack>
  );
}
