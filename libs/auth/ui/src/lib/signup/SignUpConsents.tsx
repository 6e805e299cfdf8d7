import { Checkbox } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import type { CheckboxInput } from './fieldInputs';

export interface SignUpConsentsProps {
  /** The newsletter box's input, where the brand offers it (not given: not shown). */
  newsLetter?: CheckboxInput;
  /** The terms box's input (its registration and translated error): always shown, and required. */
  terms: CheckboxInput;
}

/** The sign-up form's last boxes: the optional newsletter, then the terms and age the player must accept. */
export function SignUpConsents({ newsLetter, terms }: SignUpConsentsProps) {
  const { t } = useTranslation();
  return (
    <>
      {newsLetter && <Checkbox label={t('auth.field.newsLetter')} {...newsLetter} />}
      <Checkbox label={t('auth.field.terms')} required {...terms} />
    </>
  );
}
