import { css } from '@emotion/react';
import {
  BirthdayPicker,
  Button,
  Select,
  TextField,
  type SelectProps,
  type TextFieldProps,
  themed,
  defineStyle,
} from '@casino/design-system';
import type { Country } from '@casino/api-contract';
import { forwardRef, memo, useState, type KeyboardEvent, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormTrigger } from 'react-hook-form';
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

/** Two fields side by side that wrap to one column on narrow screens (first/last name, city/zip...). */
export const fieldPairStyles = defineStyle(css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0.75rem;
  align-items: start;
`);

export interface DateOfBirthFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  error?: string;
}

/** The forms' date of birth: the design system's BirthdayPicker with the translated labels and the page's locale. */
export function DateOfBirthField(props: DateOfBirthFieldProps) {
  const { t, i18n } = useTranslation();
  return (
    <BirthdayPicker
      label={t('auth.field.dateOfBirth')}
      dayLabel={t('auth.field.day')}
      monthLabel={t('auth.field.month')}
      yearLabel={t('auth.field.year')}
      locale={i18n.language}
      required
      {...props}
    />
  );
}

export interface DateOfBirthInputProps<T extends FieldValues> {
  /** The form's control; its values have a `dateOfBirth`. */
  control: Control<T>;
  /** The form's `trigger`: the date is checked as soon as it changes (spec section 5: the picker shows its error live). */
  trigger: UseFormTrigger<T>;
  error?: string;
}

function DateOfBirthControl<T extends FieldValues>({ control, trigger, error }: DateOfBirthInputProps<T>) {
  const name = 'dateOfBirth' as Path<T>;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateOfBirthField
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            void trigger(name);
          }}
          onBlur={field.onBlur}
          name={field.name}
          error={error}
        />
      )}
    />
  );
}

/**
 * The date of birth of a form (react-hook-form), drawn again only when its own value or error changes. The forms read
 * their state where they render, so each change of it (a field turning valid or invalid, a key that makes the form
 * dirty) draws the whole form again: the picker's hundred-odd options were about 40% of each such render.
 */
export const DateOfBirthInput = memo(DateOfBirthControl) as typeof DateOfBirthControl;

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
