import { css } from '@emotion/react';
import type { AppSettings } from '@casino/api-contract';
import { FieldPair, SignUpAddressFields, SignUpConsents, SignUpNameFields } from '@casino/auth-ui';
import { Button, defineStyle, Select, Spinner, Stack, TextField } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import type { SignUpOutcome } from '../../api/sign-up';
import { FormAlert } from '../forms/AuthDialog';
import { errorMessage } from '../forms/errors';
import { DateOfBirthInput } from '../forms/dateOfBirth';
import { CountrySelect, EmailField, GenderSelect, PasswordField, PhoneFields } from '../forms/fields';
import type { AuthMode } from '../forms/schemas';
import { useRegistrationSetup, type RegistrationReady } from './useRegistrationSetup';
import { useSignUpForm } from './useSignUpForm';

// What other parts of the lib (the Google callback, the tests) take from the sign-up form.
export { REGISTERED_USER_COOKIE, SIGNUP_ERROR_EVENT, SIGNUP_EVENT } from './signUpEvents';
export { registrationBlock, type RegistrationBlock } from './registrationBlock';
export type { SignUpOutcome };

export interface SignUpFormProps {
  mode: AuthMode;
  settings: AppSettings;
  onDone: (outcome: SignUpOutcome) => void;
  /** Linked sign-up: the flag sent with the registration. */
  linkedAccountUuid?: string;
  /** Text of the submit button. @default auth.signup.submit */
  submitLabel?: string;
}

const loadingBox = defineStyle(css`
  display: grid;
  place-items: center;
  min-height: 8rem;
`);

/** The registration form for one mode; loads what it needs (fields, countries, currencies, location, mirror domain). */
export function SignUpForm(props: SignUpFormProps) {
  const { t } = useTranslation();
  const setup = useRegistrationSetup(props.settings);
  switch (setup.status) {
    case 'loading':
      return (
        <div css={loadingBox}>
          <Spinner label={t('common.loading')} />
        </div>
      );
    case 'failed':
      return (
        <Stack gap="md">
          <FormAlert>{errorMessage(setup.error, t)}</FormAlert>
          <Button variant="secondary" onClick={setup.retry}>
            {t('common.retry')}
          </Button>
        </Stack>
      );
    case 'blocked':
      return (
        <FormAlert>
          {t(setup.block === 'country' ? 'auth.signup.unavailable.country' : 'auth.signup.unavailable.window')}
        </FormAlert>
      );
    default:
      return <SignUpFields {...props} {...setup} />;
  }
}

/** The form itself, once its reference data is in: the fields this mode shows, in the spec's order. */
function SignUpFields({ countries, currencies, submitLabel, ...options }: SignUpFormProps & RegistrationReady) {
  const { t } = useTranslation();
  const { mode, settings, fields } = options;
  const { form, visible, field, shownField, fieldError, errors, failure, onSubmit, isSubmitting, canSubmit } =
    useSignUpForm(options);
  const { register, control, watch, setValue, trigger } = form;
  return (
    <Stack
      as="form"
      gap="md"
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      data-testid={`signup-form-${mode}`}
    >
      {visible.email && <EmailField label={t('auth.field.email')} required {...field('email')} />}
      {visible.phone && (
        <PhoneFields
          countries={countries}
          phoneCode={watch('phoneCode')}
          onPhoneCodeChange={(code) => {
            setValue('phoneCode', code, { shouldDirty: true });
            if (watch('phone')) void trigger('phone');
          }}
          phoneInput={register('phone')}
          error={errors.phone?.message}
          required={mode === 'phone' || fields['phone'] === 2}
        />
      )}
      {visible.password && (
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="new-password"
          required
          hint={t('auth.field.passwordHint', { min: settings.passwordMinLength })}
          {...field('password')}
        />
      )}
      <SignUpNameFields
        firstName={shownField('firstName')}
        lastName={shownField('lastName')}
        nickname={shownField('nickname')}
      />
      {visible.dateOfBirth && (
        <DateOfBirthInput control={control} trigger={trigger} error={fieldError('dateOfBirth')} />
      )}
      <FieldPair>
        {visible.countryCode && <CountrySelect countries={countries} required {...field('countryCode')} />}
        {visible.currencyCode && (
          <Select
            label={t('auth.field.currency')}
            options={currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
            placeholder={t('auth.field.choose')}
            required
            {...field('currencyCode')}
          />
        )}
      </FieldPair>
      <SignUpAddressFields address={shownField('address')} city={shownField('city')} zipCode={shownField('zipCode')} />
      {visible.gender && <GenderSelect {...register('gender')} />}
      {visible.promoCode && (
        <TextField label={t('auth.field.promoCode')} autoComplete="off" spellCheck={false} {...register('promoCode')} />
      )}
      <SignUpConsents newsLetter={visible.newsLetter ? register('newsLetter') : undefined} terms={field('terms')} />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" fullWidth loading={isSubmitting} disabled={!canSubmit}>
        {submitLabel ?? t('auth.signup.submit')}
      </Button>
    </Stack>
  );
}
