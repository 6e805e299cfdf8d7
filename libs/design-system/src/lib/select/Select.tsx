import { forwardRef, type KeyboardEvent, type MouseEvent, type SelectHTMLAttributes } from 'react';
import { bareControlStyles, controlBoxStyles, fieldStyles } from '../field/Field.styles';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldProps } from '../field/Field';
import { chevronStyles, selectStyle } from './Select.styles';
import { stylePartsBy, themedVariants } from '../theme/themed';

const controlBoxStyle = themedVariants(controlBoxStyles, [
  [false, true],
  [false, true],
  [false, true],
]);
/** The bare control's reset, then the select's look: one list per read-only state. */
const selectControlStyle = stylePartsBy((readOnly: boolean) => [bareControlStyles, selectStyle(readOnly)]);

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
  /** @default false */
  disabled?: boolean;
}

export interface SelectProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (value `''`), e.g. "Choose a country". With `required`,
   * leaving it selected fails native validation.
   */
  placeholder?: string;
  /**
   * Shows the chosen option without letting the player change it (`<select>` has no native `readonly`): marked
   * `aria-readonly`, still focusable and sent with the form, drawn without the chevron and the field look; the
   * picker does not open, keys do not change it, and the other options are disabled.
   * @default false
   */
  readOnly?: boolean;
}

// Keys that open the picker or change a select's value; Tab and shortcuts with a modifier pass.
const changingKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Enter',
  ' ',
]);

/**
 * A native `<select>` with the field's label, hint and error: the platform picker is the
 * fastest on low-end phones and the best understood by screen readers. The ref goes to the `<select>`.
 * The chevron sits at the line's end (the left in RTL) and points down in both directions.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    requiredMarker = '*',
    options,
    placeholder,
    id,
    className,
    style,
    required,
    disabled,
    readOnly = false,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    onKeyDown,
    onMouseDown,
    ...rest
  },
  ref,
) {
  const invalid = hasContent(error);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hasContent(hint), invalid, ariaDescribedBy);
  // The value on show, when the caller says it (controlled, or a form's default): the only option left enabled.
  const shown = rest.value ?? rest.defaultValue;
  const locked = (value: string) => readOnly && shown !== undefined && String(shown) !== value;

  const handleKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    // Type-ahead (a printable key) changes a select's value too.
    if (
      readOnly &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      (changingKeys.has(event.key) || event.key.length === 1)
    )
      event.preventDefault();
    onKeyDown?.(event);
  };
  const handleMouseDown = (event: MouseEvent<HTMLSelectElement>) => {
    if (readOnly) {
      // No picker; the value stays reachable (focus) for reading and for screen readers.
      event.preventDefault();
      event.currentTarget.focus();
    }
    onMouseDown?.(event);
  };

  return (
    <div css={fieldStyles} className={className} style={style}>
      <FieldLabel htmlFor={controlId} required={required && !readOnly} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      <div css={controlBoxStyle(invalid, Boolean(disabled), readOnly)} data-readonly={readOnly || undefined}>
        <select
          ref={ref}
          id={controlId}
          required={required}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          aria-invalid={invalid || ariaInvalid || undefined}
          aria-describedby={describedBy}
          css={selectControlStyle(Boolean(readOnly))}
          onKeyDown={handleKeyDown}
          onMouseDown={handleMouseDown}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled={locked('')}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled || locked(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
        {!readOnly && <span aria-hidden="true" css={chevronStyles} />}
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
});
