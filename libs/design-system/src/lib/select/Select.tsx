import { forwardRef, type SelectHTMLAttributes } from 'react';
import { bareControlStyles, controlBoxStyles, fieldStyles } from '../field/Field.styles';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldProps } from '../field/Field';
import { chevronStyles, selectStyles } from './Select.styles';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
  /** @default false */
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (value `''`), e.g. "Choose a country". With `required`,
   * leaving it selected fails native validation.
   */
  placeholder?: string;
}

/**
 * A native `<select>` with the field's label, hint and error: the platform picker is the
 * fastest on low-end phones and the best understood by screen readers. The ref goes to the `<select>`.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, requiredMarker = '*', options, placeholder, id, className, style, required, disabled, 'aria-describedby': ariaDescribedBy, 'aria-invalid': ariaInvalid, ...rest },
  ref,
) {
  const invalid = hasContent(error);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hasContent(hint), invalid, ariaDescribedBy);
  return (
    <div css={fieldStyles} className={className} style={style}>
      <FieldLabel htmlFor={controlId} required={required} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      <div css={(t) => controlBoxStyles(t, invalid, Boolean(disabled))}>
        <select
          ref={ref}
          id={controlId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || ariaInvalid || undefined}
          aria-describedby={describedBy}
          css={(t) => [bareControlStyles(t), selectStyles(t)]}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" css={chevronStyles} />
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
});
