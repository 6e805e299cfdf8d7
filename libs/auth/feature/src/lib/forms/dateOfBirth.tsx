import { BirthdayPicker } from '@casino/design-system';
import { memo } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormTrigger } from 'react-hook-form';
import { useTranslation } from '@casino/translate';

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
