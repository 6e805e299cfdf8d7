import { PASSWORD_MAX_LENGTH, type AppSettings } from '@casino/api-contract';
import { writeCookie, YEAR_IN_SECONDS } from '@casino/storage';
import { useTranslation } from '@casino/translate';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignUp, type SignUpOutcome } from '../../api/sign-up';
import { signUpBody } from '../forms/bodies';
import { errorMessage } from '../forms/errors';
import {
  signUpSchema,
  visibleSignUpFields,
  type AuthMode,
  type SignUpValues,
  type VisibleSignUpFields,
} from '../forms/schemas';
import { REGISTERED_USER_COOKIE, SIGNUP_ERROR_EVENT, SIGNUP_EVENT } from './signUpEvents';

export interface SignUpFormOptions {
  mode: AuthMode;
  settings: AppSettings;
  onDone: (outcome: SignUpOutcome) => void;
  /** Linked sign-up: the flag sent with the registration. */
  linkedAccountUuid?: string;
  /** The registration fields the backend lists (0 hidden, 1 optional, 2 required). */
  fields: Record<string, 0 | 1 | 2>;
  defaults: SignUpValues;
  mirrorDomainFk: number | null;
}

/**
 * The registration form's state: react-hook-form over the schema of the fields this mode shows (checked as each field
 * is left), the form's one idempotency key, the submit (the registration, the registered_user cookie and the window
 * events), and the errors in the player's words. Nothing typed is lost when the server refuses.
 */
export function useSignUpForm({
  mode,
  settings,
  onDone,
  linkedAccountUuid,
  fields,
  defaults,
  mirrorDomainFk,
}: SignUpFormOptions) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp();
  const visible = useMemo(() => visibleSignUpFields(fields, mode), [fields, mode]);
  const schema = useMemo(() => signUpSchema({ fields, mode, settings }), [fields, mode, settings]);
  // One key per form: a retry after a timeout is recognisable as the same registration.
  const [uniqueKey] = useState(() =>
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now()),
  );
  const [failure, setFailure] = useState('');
  const form = useForm<SignUpValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isValid, isDirty },
  } = form;

  const fieldError = (name: keyof SignUpValues) => {
    const message = errors[name]?.message;
    return message ? t(message, { min: settings.passwordMinLength, max: PASSWORD_MAX_LENGTH }) : undefined;
  };
  /** A field's input for the form's parts: its registration and its error in the player's words. */
  const field = <N extends keyof SignUpValues>(name: N) => ({ ...register(name), error: fieldError(name) });
  /** The same for a field this mode may hide: nothing (and no registration) when hidden. */
  const shownField = (name: keyof VisibleSignUpFields & keyof SignUpValues) =>
    visible[name] ? field(name) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    let outcome: SignUpOutcome;
    try {
      outcome = await signUp.mutateAsync(
        signUpBody(mode, values, visible, {
          language: i18n.language,
          uniqueKey,
          mirrorDomainFk,
          ...(linkedAccountUuid ? { linkedAccountUuid } : {}),
        }),
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

  return {
    form,
    visible,
    field,
    shownField,
    fieldError,
    /** The raw errors (their translation keys), for a part that translates its own (the phone fields). */
    errors,
    failure,
    onSubmit,
    isSubmitting,
    // Spec section 5: submit is disabled while invalid, submitting or untouched.
    canSubmit: isDirty && isValid && !isSubmitting,
  };
}
