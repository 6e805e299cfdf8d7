import type { AppSettings } from '@casino/api-contract';
import { Button, Inline, Link, Stack, Tab, TabList, TabPanel, Tabs, Text, TextField } from '@casino/design-system';
import { useCountries } from '@casino/reference-data';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@casino/translate';
import { useLogin } from '../../api/login';
import { AuthDialog, FormAlert } from '../forms/AuthDialog';
import { loginBody } from '../forms/bodies';
import { errorMessage } from '../forms/errors';
import { GoogleButton } from '../google/GoogleButton';
import { EmailField, PasswordField, PhoneFields } from '../forms/fields';
import { authModes, loginSchema, type AuthMode, type LoginValues } from '../forms/schemas';
import { recaptchaToken } from './recaptcha';

export interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  params: URLSearchParams;
  settings: AppSettings;
}

const emptyLogin: LoginValues = { email: '', phoneCode: '', phone: '', account: '', password: '' };

/**
 * `?modal=login`: tabs for email, phone and 1-click (where settings allow), the spec's login body, then the session
 * is signed in and the modal closes. "Continue with Google" under the form when the brand has Google sign-in. Links to the forgotten-password and sign-up modals.
 */
export function LoginModal({ open, onClose, settings }: AuthModalProps) {
  const { t } = useTranslation();
  return (
    <AuthDialog open={open} onClose={onClose} title={t('auth.login.title')}>
      <LoginForm settings={settings} onSignedIn={onClose} />
    </AuthDialog>
  );
}

export function LoginForm({ settings, onSignedIn }: { settings: AppSettings; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const modes = authModes(settings);
  const [mode, setMode] = useState<AuthMode>('email');
  const tabs = modes.length > 1;
  const form = <LoginFields key={mode} mode={mode} settings={settings} onSignedIn={onSignedIn} />;
  return (
    <Stack gap="md">
      {tabs ? (
        <Tabs value={mode} onChange={(value) => setMode(value as AuthMode)}>
          <TabList aria-label={t('auth.login.methods')}>
            {modes.map((m) => (
              <Tab key={m} value={m}>
                {t(`auth.mode.${m}`)}
              </Tab>
            ))}
          </TabList>
          {modes.map((m) => (
            <TabPanel key={m} value={m}>
              {m === mode && form}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        form
      )}
      <GoogleButton settings={settings} intent="login" />
      <Text align="center">
        {t('auth.login.noAccount')}{' '}
        <Link to={{ search: '?modal=signup' }} replace preventScrollReset>
          {t('auth.login.toSignup')}
        </Link>
      </Text>
    </Stack>
  );
}

function LoginFields({
  mode,
  settings,
  onSignedIn,
}: {
  mode: AuthMode;
  settings: AppSettings;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const logIn = useLogin();
  const countries = useCountries();
  const schema = useMemo(() => loginSchema(mode), [mode]);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: standardSchemaResolver(schema), defaultValues: emptyLogin, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    try {
      const token = await recaptchaToken(settings.reCaptchaSiteKey, 'login');
      await logIn.mutateAsync(loginBody(mode, values, { ...(token ? { recaptchaToken: token } : {}) }));
      onSignedIn();
    } catch (error) {
      // What the player typed stays: only the message changes.
      setFailure(errorMessage(error, t));
    }
  });

  const fieldError = (name: keyof LoginValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <Stack
      as="form"
      gap="md"
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      data-testid={`login-form-${mode}`}
    >
      {mode === 'email' && (
        <EmailField label={t('auth.field.email')} required error={fieldError('email')} {...register('email')} />
      )}
      {mode === 'phone' && (
        <PhoneFields
          countries={countries.data ?? []}
          phoneCode={watch('phoneCode')}
          onPhoneCodeChange={(code) => setValue('phoneCode', code, { shouldValidate: Boolean(watch('phone')) })}
          phoneInput={register('phone')}
          error={errors.phone?.message}
          required
        />
      )}
      {mode === 'oneClick' && (
        <TextField
          label={t('auth.field.account')}
          autoComplete="username"
          spellCheck={false}
          required
          error={fieldError('account')}
          {...register('account')}
        />
      )}
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="current-password"
        required
        error={fieldError('password')}
        {...register('password')}
      />
      <FormAlert>{failure}</FormAlert>
      <Inline gap="sm" justify="between">
        <Link to={{ search: '?modal=forgot-password' }} replace preventScrollReset>
          {t('auth.login.forgot')}
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </Inline>
    </Stack>
  );
}
