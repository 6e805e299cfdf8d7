import { TextField } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { FieldPair } from './FieldPair';
import type { TextInput } from './fieldInputs';

export interface SignUpNameFieldsProps {
  /** Each field's input (its registration and translated error); a field not given is not shown. */
  firstName?: TextInput;
  lastName?: TextInput;
  nickname?: TextInput;
}

/** The sign-up form's names: first and last name side by side (both required when shown), then the optional nickname. */
export function SignUpNameFields({ firstName, lastName, nickname }: SignUpNameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FieldPair>
        {firstName && <TextField label={t('auth.field.firstName')} autoComplete="given-name" required {...firstName} />}
        {lastName && <TextField label={t('auth.field.lastName')} autoComplete="family-name" required {...lastName} />}
      </FieldPair>
      {nickname && <TextField label={t('auth.field.nickname')} autoComplete="nickname" {...nickname} />}
    </>
  );
}
