import { css } from '@emotion/react';
import { Button, Select, TextField, type SelectProps, type TextFieldProps, themed } from '@casino/design-system';
import type { Country } from '@casino/api-contract';
import { forwardRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '@casino/translate';
import { EMAIL_KEY_PATTERN, phoneMaxDigits } from './rules';

/** Keys that edit or move rather than type: never filtered. */
const isControlKey = (event: KeyboardEvent) => event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey;

/** Spec section 5: key presses in the email field are limited to letters, digits and @ . _ % + - */
export function filterEmailKey(event: KeyboardEvent<HTMLInputElement>) {
  if (!isControlKey(event) && !EMAIL_KEY_PATTERN.test(event.key)) event.preventDefault();
}

export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function EmailField(props, ref) {
  return (
    <TextField
      ref={ref}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      onKeyDown={filterEmailKey}
      {...props}
    />
  );
});

/** A password with a show/hide toggle (the toggle says what it does and whether the password is shown). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'endAdornment'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="off"
        endAdornment={
          <Button type="button" variant="ghost" size="sm" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {t(visible ? 'auth.password.hide' : 'auth.password.show')}
          </Button>
        }
        {...props}
      />
    );
  },
);

export interface PhoneFieldsProps {
  countries: readonly Country[];
  phoneCode: string;
  onPhoneCodeChange: (code: string) => void;
  /** The digits input's registration props (react-hook-form `register('phone')`). */
  phoneInput: Omit<TextFieldProps, 'label' | 'type'> & { ref?: Ref<HTMLInputElement> };
  error?: string;
  required?: boolean;
}

const phoneFieldsBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(7rem, 9rem) 1fr;
    gap: ${th.space.sm};
    align-items: start;
  `,
);

/**
 * Phone code (from the country list) and the number. The number takes digits only and refuses keys beyond the
 * longest number of the chosen code (spec section 5: "entry is blocked when too long").
 */
export function PhoneFields({
  countries,
  phoneCode,
  onPhoneCodeChange,
  phoneInput,
  error,
  required,
}: PhoneFieldsProps) {
  const { t } = useTranslation();
  const codes = [...new Map(countries.map((c) => [c.phoneCode, c])).values()].sort((a, b) =>
    a.phoneCode.localeCompare(b.phoneCode, 'en', { numeric: true }),
  );
  const maxDigits = phoneMaxDigits(phoneCode);
  const { ref, ...input } = phoneInput;
  return (
    <div css={phoneFieldsBox}>
      <Select
        label={t('auth.field.phoneCode')}
        value={phoneCode}
        onChange={(e) => onPhoneCodeChange(e.target.value)}
        options={codes.map((c) => ({ value: c.phoneCode, label: `${c.flag} ${c.phoneCode}` }))}
        placeholder={t('auth.field.phoneCodePlaceholder')}
        required={required}
        autoComplete="tel-country-code"
      />
      <TextField
        ref={ref}
        label={t('auth.field.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={maxDigits}
        required={required}
        error={error ? t(error) : undefined}
        onKeyDown={(event) => {
          if (!isControlKey(event) && !/^\d$/.test(event.key)) event.preventDefault();
        }}
        {...input}
      />
    </div>
  );
}

/** Gender with the spec's three options (Not to say, Male, Female). */
export const GenderSelect = forwardRef<HTMLSelectElement, Omit<SelectProps, 'label' | 'options' | 'placeholder'>>(
  function GenderSelect(props, ref) {
    const { t } = useTranslation();
    return (
      <Select
        ref={ref}
        label={t('auth.field.gender')}
        options={[
          { value: 'Not to say', label: t('auth.gender.notToSay') },
          { value: 'Male', label: t('auth.gender.male') },
          { value: 'Female', label: t('auth.gender.female') },
        ]}
        placeholder={t('auth.field.choose')}
        {...props}
      />
    );
  },
);

/** Country from the reference list, flag first. */
export const CountrySelect = forwardRef<
  HTMLSelectElement,
  Omit<SelectProps, 'label' | 'options' | 'placeholder'> & { countries: readonly Country[] }
>(function CountrySelect({ countries, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <Select
      ref={ref}
      label={t('auth.field.country')}
      options={countries.map((c) => ({ value: c.code, label: `${c.flag} ${c.name}` }))}
      placeholder={t('auth.field.choose')}
      autoComplete="country"
      {...props}
    />
  );
});
