import { isRegistrationOpen, PASSWORD_MAX_LENGTH, splitCommaList, type AppSettings, type Country, type MirrorDomain } from '@casino/api-contract';
import { Button, Checkbox, Select, Spinner, TextField } from '@casino/design-system';
import { useCountries, useCurrencies, useMirrorDomain, useRegistrationFields, useVisitorLocation } from '@casino/reference-data';
import { writeCookie, YEAR_IN_SECONDS } from '@casino/storage';
import { readCampaignContext } from '@casino/tracking';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@casino/translate';
import { useSignUp, type SignUpOutcome } from '../../api/sign-up';
import { FormAlert, formStyles } from '../forms/AuthDialog';
import { signUpBody } from '../forms/bodies';
import { errorMessage } from '../forms/errors';
import { CountrySelect, DateOfBirthInput, EmailField, fieldPairStyles, GenderSelect, PasswordField, PhoneFields } from '../forms/fields';
import { yearsAgo } from '../forms/rules';
import { signUpSchema, visibleSignUpFields, type AuthMode, type SignUpValues } from '../forms/schemas';

/** Spec section 3 and 9: the registered_user cookie, kept about a year. */
export const REGISTERED_USER_COOKIE = 'registered_user';
/** Window events other code (tracking, analytics) listens to (spec section 4). */
export const SIGNUP_EVENT = 'user:signup';
export const SIGNUP_ERROR_EVENT = 'user:errorSignup';

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

export type RegistrationBlock = 'country' | 'mirrorWindow' | null;

/**
 * Spec sections 4 and 6: registration is unavailable in restricted countries (unless an IP is whitelisted), and a
 * mirror domain may restrict it by country, device and time of day.
 */
export function registrationBlock(
  settings: Pick<AppSettings, 'excludedCountryCodeList' | 'whitelistedIPs'>,
  location: { country: string; ip: string } | undefined,
  mirror: MirrorDomain | null | undefined,
  deviceType: string,
  now: Date,
): RegistrationBlock {
  if (!location) return null;
  const whitelisted = splitCommaList(settings.whitelistedIPs).includes(location.ip);
  if (!whitelisted && splitCommaList(settings.excludedCountryCodeList).includes(location.country)) return 'country';
  if (mirror && !isRegistrationOpen(mirror, location.country, deviceType, now)) return 'mirrorWindow';
  return null;
}

const emptyValues = (country: string, currency: string, phoneCode: string): SignUpValues => ({
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  nickname: '',
  dateOfBirth: yearsAgo(18),
  countryCode: country,
  currencyCode: currency,
  phoneCode,
  phone: '',
  address: '',
  city: '',
  zipCode: '',
  gender: '',
  promoCode: '',
  // Spec section 5: newsletter optional, on by default.
  newsLetter: true,
  terms: false,
});

/** The registration form for one mode; loads what it needs (fields, countries, currencies, location, mirror domain). */
export function SignUpForm(props: SignUpFormProps) {
  const { t } = useTranslation();
  const fields = useRegistrationFields();
  const countries = useCountries();
  const currencies = useCurrencies();
  const location = useVisitorLocation();
  const mirror = useMirrorDomain(typeof window === 'undefined' ? '' : window.location.host);
  const loading = fields.isPending || countries.isPending || currencies.isPending || location.isPending || mirror.isPending;
  const failed = fields.isError || countries.isError || currencies.isError;

  if (loading) {
    return (
      <div css={{ display: 'grid', placeItems: 'center', minHeight: '8rem' }}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (failed || !fields.data || !countries.data || !currencies.data) {
    return (
      <div css={formStyles}>
        <FormAlert>{errorMessage(fields.error ?? countries.error ?? currencies.error, t)}</FormAlert>
        <Button
          variant="secondary"
          onClick={() => {
            void fields.refetch();
            void countries.refetch();
            void currencies.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const where = location.data ? { country: location.data.country.code, ip: location.data.ipInfo.ip } : undefined;
  const block = registrationBlock(props.settings, where, mirror.data, readCampaignContext().userDeviceType, new Date());
  if (block) {
    return <FormAlert>{t(block === 'country' ? 'auth.signup.unavailable.country' : 'auth.signup.unavailable.window')}</FormAlert>;
  }
  const knownCountry = countries.data.some((c) => c.code === where?.country) ? (where?.country ?? '') : '';
  const defaultCurrency = currencies.data.some((c) => c.code === 'EUR') ? 'EUR' : (currencies.data[0]?.code ?? '');
  return (
    <SignUpFields
      {...props}
      fields={fields.data}
      countries={countries.data}
      currencies={currencies.data}
      defaults={emptyValues(knownCountry, defaultCurrency, countries.data.find((c) => c.code === knownCountry)?.phoneCode ?? '')}
      mirrorDomainFk={mirror.data?.domainId ?? null}
    />
  );
}

function SignUpFields({
  mode,
  settings,
  onDone,
  linkedAccountUuid,
  submitLabel,
  fields,
  countries,
  currencies,
  defaults,
  mirrorDomainFk,
}: SignUpFormProps & {
  fields: Record<string, 0 | 1 | 2>;
  countries: Country[];
  currencies: Array<{ code: string; name: string }>;
  defaults: SignUpValues;
  mirrorDomainFk: number | null;
}) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp();
  const visible = useMemo(() => visibleSignUpFields(fields, mode), [fields, mode]);
  const schema = useMemo(() => signUpSchema({ fields, mode, settings }), [fields, mode, settings]);
  // One key per form: a retry after a timeout is recognisable as the same registration.
  const [uniqueKey] = useState(() => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now())));
  const [failure, setFailure] = useState('');
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    trigger,
    formState: { errors, isSubmitting, isValid, isDirty },
  } = useForm<SignUpValues>({ resolver: standardSchemaResolver(schema), defaultValues: defaults, mode: 'onTouched' });

  const fieldError = (name: keyof SignUpValues) => {
    const message = errors[name]?.message;
    return message ? t(message, { min: settings.passwordMinLength, max: PASSWORD_MAX_LENGTH }) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    let outcome: SignUpOutcome;
    try {
      outcome = await signUp.mutateAsync(
        signUpBody(mode, values, visible, { language: i18n.language, uniqueKey, mirrorDomainFk, ...(linkedAccountUuid ? { linkedAccountUuid } : {}) }),
      );
    } catch (error) {
      window.dispatchEvent(new CustomEvent(SIGNUP_ERROR_EVENT, { detail: { mode } }));
      // Spec section 8: the server's message, or msg.try.again; nothing the player typed is lost.
      setFailure(errorMessage(error, t));
      return;
    }
    writeCookie(REGISTERED_USER_COOKIE, '1', YEAR_IN_SECONDS);
    window.dispatchEvent(new CustomEvent(SIGNUP_EVENT, { detail: { mode, userId: outcome.data.createUser.userId } }));
    onDone(outcome);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} css={formStyles} data-testid={`signup-form-${mode}`}>
      {visible.email && <EmailField label={t('auth.field.email')} required error={fieldError('email')} {...register('email')} />}
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
          error={fieldError('password')}
          {...register('password')}
        />
      )}
      {(visible.firstName || visible.lastName) && (
        <div css={fieldPairStyles}>
          {visible.firstName && <TextField label={t('auth.field.firstName')} autoComplete="given-name" required error={fieldError('firstName')} {...register('firstName')} />}
          {visible.lastName && <TextField label={t('auth.field.lastName')} autoComplete="family-name" required error={fieldError('lastName')} {...register('lastName')} />}
        </div>
      )}
      {visible.nickname && <TextField label={t('auth.field.nickname')} autoComplete="nickname" error={fieldError('nickname')} {...register('nickname')} />}
      {visible.dateOfBirth && <DateOfBirthInput control={control} trigger={trigger} error={fieldError('dateOfBirth')} />}
      {(visible.countryCode || visible.currencyCode) && (
        <div css={fieldPairStyles}>
          {visible.countryCode && (
            <CountrySelect countries={countries} required error={fieldError('countryCode')} {...register('countryCode')} />
          )}
          {visible.currencyCode && (
            <Select
              label={t('auth.field.currency')}
              options={currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
              placeholder={t('auth.field.choose')}
              required
              error={fieldError('currencyCode')}
              {...register('currencyCode')}
            />
          )}
        </div>
      )}
      {visible.address && <TextField label={t('auth.field.address')} autoComplete="street-address" error={fieldError('address')} {...register('address')} />}
      {(visible.city || visible.zipCode) && (
        <div css={fieldPairStyles}>
          {visible.city && <TextField label={t('auth.field.city')} autoComplete="address-level2" error={fieldError('city')} {...register('city')} />}
          {visible.zipCode && <TextField label={t('auth.field.zipCode')} autoComplete="postal-code" error={fieldError('zipCode')} {...register('zipCode')} />}
        </div>
      )}
      {visible.gender && (
        <GenderSelect {...register('gender')} />
      )}
      {visible.promoCode && <TextField label={t('auth.field.promoCode')} autoComplete="off" spellCheck={false} {...register('promoCode')} />}
      {visible.newsLetter && <Checkbox label={t('auth.field.newsLetter')} {...register('newsLetter')} />}
      <Checkbox label={t('auth.field.terms')} required error={fieldError('terms')} {...register('terms')} />
      <FormAlert>{failure}</FormAlert>
      {/* Spec section 5: disabled while invalid, submitting or untouched. */}
      <Button type="submit" fullWidth loading={isSubmitting} disabled={!isDirty || !isValid || isSubmitting}>
        {submitLabel ?? t('auth.signup.submit')}
      </Button>
    </form>
  );
}
