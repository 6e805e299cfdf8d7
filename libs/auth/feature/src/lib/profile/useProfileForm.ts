import type { AppSettings, UpdateUserDetailsBody } from '@casino/api-contract';
import { useToast } from '@casino/design-system';
import { useSession } from '@casino/session';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@casino/translate';
import { useUpdateProfile } from '../../api/update-user-details';
import { errorMessage } from '../forms/errors';
import {
  lockedProfileFields,
  profileSchema,
  profileUpdateBody,
  profileValues,
  type ProfileField,
  type ProfileValues,
} from './profileRules';

export interface ProfileFormOptions {
  settings: AppSettings;
  /** Spec section 7: 'Profile Page' on the edit-profile page, 'Update Form' in the linked-signup modal. */
  updateFrom: UpdateUserDetailsBody['updateFrom'];
  /** Called after a successful save. */
  onSaved?: () => void;
}

/**
 * The profile form's state (spec sections 3, 5 and 7): the player's values, which fields are locked and why, the save
 * (followed by a fresh read of the user details) and its outcome; a refusal is a notification and keeps what was typed.
 */
export function useProfileForm({ settings, updateFrom, onSaved }: ProfileFormOptions) {
  const { t } = useTranslation();
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
  const form = useForm<ProfileValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: initial ?? undefined,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    if (!initial) return;
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
  const field = (name: ProfileField) => ({ ...register(name), defaultValue: initial?.[name] });
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
  return { form, initial, locked, saved, onSubmit, field, fieldError, lockNote, common };
}
