import type { CalendarDate } from '@internationalized/date';
import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { bareControlStyles, controlBoxStyles, labelStyles } from '../field/Field.styles';
import { FieldMessages, hasContent, RequiredMarker, useFieldIds, type FieldProps } from '../field/Field';
import { chevronStyles, selectStyle } from '../select/Select.styles';
import {
  fieldsetStyles,
  legendStyles,
  partLabelStyles,
  partSelectStyles,
  partsStyles,
  partStyle,
  type BirthDatePart,
} from './BirthdayPicker.styles';
import { styleParts, stylePartsBy, themedVariants } from '../theme/themed';
import { DEFAULT_MAX_AGE, DEFAULT_MIN_AGE, normaliseBirthDate, parseBirthDate } from './normaliseBirthDate';
import { dateTimeFormat, numberFormat } from '@casino/translate';

export interface BirthdayPickerProps extends FieldProps {
  /** Legend of the group, already translated, e.g. "Date of birth". */
  label: ReactNode;
  /** Label of the day select, already translated. Visible, and the select's accessible name. */
  dayLabel: ReactNode;
  /** Label of the month select, already translated. */
  monthLabel: ReactNode;
  /** Label of the year select, already translated. */
  yearLabel: ReactNode;
  /**
   * The date as `YYYY-MM-DD`. Empty, `1900-01-01` or not a real date is shown as the date exactly
   * `minAge` years ago, and `onChange` is called with that date (see `normaliseBirthDate`).
   */
  value?: string;
  /** Called with the new `YYYY-MM-DD` date, already clamped to the length of the month. */
  onChange: (value: string) => void;
  /** Called when focus leaves the whole group (not when it moves between its selects): the moment to validate. */
  onBlur?: (event: FocusEvent<HTMLFieldSetElement>) => void;
  /** Name of a hidden input carrying the `YYYY-MM-DD` value, so a native or router form submits it. */
  name?: string;
  /** Id of the fieldset; the selects get `${id}-day`, `${id}-month` and `${id}-year`. @default useId() */
  id?: string;
  /** @default false */
  disabled?: boolean;
  /** Marks the selects required and shows `requiredMarker` after the legend. @default false */
  required?: boolean;
  /** Locale of the month names and numbers (`Intl`). @default 'en' */
  locale?: string;
  /** Youngest age offered: the newest year in the list is this many years before `today`. @default 18 */
  minAge?: number;
  /** Oldest age offered: the oldest year in the list is this many years before `today`. @default 100 */
  maxAge?: number;
  /** The day ages are counted from; for tests and stories. @default new Date() */
  today?: Date;
  className?: string;
  style?: CSSProperties;
}

const controlBoxStyle = themedVariants(controlBoxStyles, [
  [false, true],
  [false, true],
  [false, true],
]);
const legendLook = styleParts(labelStyles, legendStyles);
const partSelectLook = stylePartsBy(() => [bareControlStyles, selectStyle(false), partSelectStyles])();
const PARTS: readonly BirthDatePart[] = ['day', 'month', 'year'];

/**
 * Date of birth as three native selects (day, month, year) in a fieldset whose legend is `label`.
 *
 * - Years run from `today`'s year minus `minAge` down to `today`'s year minus `maxAge`, newest first:
 *   with the defaults that is 83 years (today − 18 … today − 100), the part of "the last 100 years" a
 *   player may be born in. A value outside that range still gets its year listed, so it is shown as it is.
 * - The day list follows the month: 29 February only in leap years; a day the new month or year lacks
 *   is clamped to its last day.
 * - The parent owns validation (e.g. with `isOldEnough`) and passes `error`; every select is then
 *   `aria-invalid` and described by it. `onBlur` fires once focus leaves the group.
 *
 * The ref goes to the day select, so react-hook-form can focus the field on an error.
 */
export const BirthdayPicker = forwardRef<HTMLSelectElement, BirthdayPickerProps>(function BirthdayPicker(
  {
    label,
    dayLabel,
    monthLabel,
    yearLabel,
    hint,
    error,
    requiredMarker = '*',
    value,
    onChange,
    onBlur,
    name,
    id,
    disabled = false,
    required = false,
    locale = 'en',
    minAge = DEFAULT_MIN_AGE,
    maxAge = DEFAULT_MAX_AGE,
    today,
    className,
    style,
  },
  ref,
) {
  const invalid = hasContent(error);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hasContent(hint), invalid);
  const now = today ?? new Date();
  const shown = normaliseBirthDate(value, { minAge, today: now });
  // `shown` is always a real date: normaliseBirthDate replaces anything else.
  const date = parseBirthDate(shown) as CalendarDate;

  // Keep the latest callback without making it an effect dependency: a parent's inline arrow would re-run the effect every render.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Spec: an empty or 1900-01-01 date is replaced by the date minAge years ago, in the form's state too.
  useEffect(() => {
    if (shown !== value) onChangeRef.current(shown);
  }, [shown, value]);

  const monthNames = useMemo(() => {
    // UTC on both sides, so no time zone moves the 1st into the previous month.
    const format = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
  }, [locale]);
  const formatNumber = useMemo(() => numberFormat(locale, { useGrouping: false }), [locale]);

  const newestYear = now.getFullYear() - minAge;
  const oldestYear = now.getFullYear() - maxAge;
  const years = Array.from({ length: Math.max(0, newestYear - oldestYear + 1) }, (_, index) => newestYear - index);
  if (!years.includes(date.year)) years.push(date.year);
  years.sort((a, b) => b - a);

  const options: Record<BirthDatePart, { value: number; label: string }[]> = {
    day: Array.from({ length: date.calendar.getDaysInMonth(date) }, (_, index) => ({
      value: index + 1,
      label: formatNumber.format(index + 1),
    })),
    month: monthNames.map((monthName, index) => ({ value: index + 1, label: monthName })),
    year: years.map((year) => ({ value: year, label: formatNumber.format(year) })),
  };
  const labels: Record<BirthDatePart, ReactNode> = { day: dayLabel, month: monthLabel, year: yearLabel };

  const handleChange = (part: BirthDatePart) => (event: ChangeEvent<HTMLSelectElement>) => {
    // `set` keeps the day within the new month (31 January to April is 30 April, 29 February to a common year the 28th).
    onChange(date.set({ [part]: Number(event.target.value) }).toString());
  };

  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    // Moving between the three selects is not leaving the field; only focus going elsewhere (or nowhere) is.
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onBlur?.(event);
  };

  return (
    <fieldset
      id={controlId}
      disabled={disabled}
      onBlur={handleBlur}
      css={fieldsetStyles}
      className={className}
      style={style}
    >
      <legend css={legendLook}>
        {label}
        {required && <RequiredMarker marker={requiredMarker} />}
      </legend>
      <div css={partsStyles}>
        {PARTS.map((part) => {
          const selectId = `${controlId}-${part}`;
          return (
            <div key={part} css={partStyle(part)}>
              <label htmlFor={selectId} css={partLabelStyles}>
                {labels[part]}
              </label>
              <div css={controlBoxStyle(invalid, Boolean(disabled), false)}>
                <select
                  ref={part === 'day' ? ref : undefined}
                  id={selectId}
                  value={date[part]}
                  onChange={handleChange(part)}
                  required={required}
                  disabled={disabled}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  css={partSelectLook}
                >
                  {options[part].map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
                <span aria-hidden="true" css={chevronStyles} />
              </div>
            </div>
          );
        })}
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
      {name !== undefined && <input type="hidden" name={name} value={shown} />}
    </fieldset>
  );
});
