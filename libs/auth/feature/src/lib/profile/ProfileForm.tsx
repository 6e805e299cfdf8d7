import type { Country } from '@casino/api-contract';
import { FieldPair } from '@casino/auth-ui';
import { Button, Notice, Spinner, Stack, TextField } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { useCountries } from '@casino/reference-data';
import { useSession } from '@casino/session';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { errorMessage } from '../forms/errors';
import { DateOfBirthInput } from '../forms/dateOfBirth';
import { CountrySelect, EmailField, GenderSelect, PhoneFields } from '../forms/fields';
import { useProfileForm, type ProfileFormOptions } from './useProfileForm';

export interface ProfileFormProps extends ProfileFormOptions {
  /** Text of the submit button. @default profile.save */
  submitLabel?: string;
}

/**
 * The profile information form (spec sections 3 and 5): locked fields are read-only with a note saying why; submit
 * works only when something changed; errors come as a notification and leave what the player typed in place.
 */
export function ProfileForm(props: ProfileFormProps) {
  const { t } = useTranslation();
  const user = useSession((s) => s.details?.getUser);
  const countries = useCountries();
  if (!user) return null;
  if (countries.isPending) return <Spinner label={t('common.loading')} />;
  if (countries.isError) {
    // The list is needed to show and check the country: say so, and offer to ask again (the form is not lost: it is not shown yet).
    return (
      <LoadFailure
        message={errorMessage(countries.error, t)}
        onRetry={() => void countries.refetch()}
        retrying={countries.isFetching}
      />
    );
  }
  return <ProfileFields key={user.userId} {...props} countries={countries.data} />;
}

function ProfileFields({ submitLabel, countries, ...options }: ProfileFormProps & { countries: Country[] }) {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.details?.getUser);
  const { form, initial, locked, saved, onSubmit, field, fieldError, lockNote, common } = useProfileForm(options);
  const {
    control,
    watch,
    setValue,
    trigger,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  if (!user || !initial) return null;

  return (
    <Stack as="form" gap="md" onSubmit={onSubmit} noValidate aria-busy={isSubmitting} data-testid="profile-form">
      <EmailField label={t('auth.field.email')} autoComplete="email" {...common('email')} {...field('email')} />
      <FieldPair>
        <TextField
          label={t('auth.field.firstName')}
          autoComplete="given-name"
          required
          {...common('firstName')}
          {...field('firstName')}
        />
        <TextField
          label={t('auth.field.lastName')}
          autoComplete="family-name"
          required
          {...common('lastName')}
          {...field('lastName')}
        />
      </FieldPair>
      <TextField
        label={t('auth.field.nickname')}
        autoComplete="nickname"
        {...common('nickname')}
        {...field('nickname')}
      />
      {locked.has('phone') ? (
        <TextField
          label={t('auth.field.phone')}
          readOnly
          dir="ltr"
          value={`${initial.phoneCode} ${initial.phone}`}
          hint={lockNote('phone')}
        />
      ) : (
        <PhoneFields
          countries={countries}
          phoneCode={watch('phoneCode')}
          onPhoneCodeChange={(code) => {
            setValue('phoneCode', code, { shouldDirty: true });
            if (watch('phone')) void trigger('phone');
          }}
          phoneInput={field('phone')}
          error={errors.phone?.message}
        />
      )}
      {locked.has('dateOfBirth') ? (
        <TextField
          label={t('auth.field.dateOfBirth')}
          readOnly
          value={dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${initial.dateOfBirth}T00:00:00Z`),
          )}
          hint={lockNote('dateOfBirth')}
        />
      ) : (
        <DateOfBirthInput control={control} trigger={trigger} error={fieldError('dateOfBirth')} />
      )}
      <GenderSelect {...field('gender')} />
      {locked.has('countryCode') ? (
        <TextField
          label={t('auth.field.country')}
          readOnly
          value={countries.find((c) => c.code === initial.countryCode)?.name ?? initial.countryCode}
          hint={lockNote('countryCode')}
        />
      ) : (
        <CountrySelect countries={countries} required error={fieldError('countryCode')} {...field('countryCode')} />
      )}
      <FieldPair>
        <TextField
          label={t('auth.field.city')}
          autoComplete="address-level2"
          required
          {...common('city')}
          {...field('city')}
        />
        <TextField
          label={t('auth.field.zipCode')}
          autoComplete="postal-code"
          required
          {...common('zipCode')}
          {...field('zipCode')}
        />
      </FieldPair>
      <TextField
        label={t('auth.field.address')}
        autoComplete="street-address"
        required
        {...common('address')}
        {...field('address')}
      />
      {saved && !isDirty && (
        <Notice tone="success" appearance="inline">
          {t('profile.saved')}
        </Notice>
      )}
      {/* Spec section 5: in the profile form, submit is enabled only when the form changed. */}
      <Button type="submit" loading={isSubmitting} disabled={!isDirty || isSubmitting}>
        {submitLabel ?? t('profile.save')}
      </Button>
    </Stack>
  );
}
