import type { AppSettings, Country, UpdateUserDetailsBody } from '@casino/api-contract';
import { Button, Notice, Spinner, TextField, useToast } from '@casino/design-system';
import { LoadFailure } from '@casino/page-ui';
import { useCountries } from '@casino/reference-data';
import { useSession } from '@casino/session';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { useUpdateProfile } from '../../api/update-user-details';
import { formStyles } from '../forms/AuthDialog';
import { errorMessage } from '../forms/errors';
import {
  CountrySelect,
  DateOfBirthInput,
  EmailField,
  fieldPairStyles,
  GenderSelect,
  PhoneFields,
} from '../forms/fields';
import {
  lockedProfileFields,
  profileSchema,
  profileUpdateBody,
  profileValues,
  type ProfileField,
  type ProfileValues,
} from './profileRules';

export interface ProfileFormProps {
  settings: AppSettings;
  /** Spec section 7: 'Profile Page' on the edit-profile page, 'Update Form' in the linked-signup modal. */
  updateFrom: UpdateUserDetailsBody['updateFrom'];
  /** Called after a successful save. */
  onSaved?: () => void;
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

function ProfileFields({
  settings,
  updateFrom,
  onSaved,
  submitLabel,
  countries,
}: ProfileFormProps & { countries: Country[] }) {
  const { t, i18n } = useTranslation();
  const updateProfile = useUpdateProfile();
  const toast = useToast();
  const user = useSession((s) => s.details?.getUser);
  const initial = useMemo(() => (user ? profileValues(user) : null), [user]);
  const locked = useMemo(
    () => (user ? lockedProfileFields(user, settings) : new Set<ProfileField>()),
    [user, settings],
  );
  const schema = useMemo(() => profileSchema(), []);
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    trigger,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: initial ?? undefined,
    mode: 'onTouched',
  });

  if (!user || !initial) return null;

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      // Spec section 7: the update is followed by a fresh read of the user details (the mutation does both).
      const details = await updateProfile.mutateAsync(profileUpdateBody(initial, values, locked, updateFrom));
      reset(details ? profileValues(details.getUser) : values);
      setSaved(true);
      onSaved?.();
    } catch (error) {
      // Spec section 8: profile update errors are shown in an error notification.
      toast.show({ tone: 'danger', title: t('profile.error.title'), message: errorMessage(error, t) });
    }
  });

  // Registered inputs are uncontrolled: the server HTML gets each starting value from `defaultValue`.
  const field = (name: ProfileField) => ({ ...register(name), defaultValue: initial[name] });
  const fieldError = (name: ProfileField) => (errors[name]?.message ? t(errors[name].message) : undefined);
  const lockNote = (name: ProfileField) =>
    locked.has(name)
      ? t(
          name === 'email'
            ? 'profile.locked.email'
            : name === 'address'
              ? 'profile.locked.address'
              : 'profile.locked.filled',
        )
      : undefined;
  const common = (name: ProfileField) => ({
    readOnly: locked.has(name),
    hint: lockNote(name),
    error: fieldError(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} css={formStyles} data-testid="profile-form">
      <EmailField label={t('auth.field.email')} autoComplete="email" {...common('email')} {...field('email')} />
      <div css={fieldPairStyles}>
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
      </div>
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
      <div css={fieldPairStyles}>
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
      </div>
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
    </form>
  );
}
