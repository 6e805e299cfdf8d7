import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { bareControlStyles, controlBoxStyles, fieldStyles } from '../field/Field.styles';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldProps } from '../field/Field';
import { adornmentStyles } from './TextField.styles';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Content before the input, e.g. a currency sign. Decorative text here should be in the label too. */
  startAdornment?: ReactNode;
  /** Content after the input, e.g. a show-password toggle button. */
  endAdornment?: ReactNode;
  /**
   * Input type.
   * @default 'text'
   */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
}

/**
 * A labelled text input with hint and error. The ref goes to the `<input>`, so
 * react-hook-form's `register` works as is; every native input prop passes through.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, requiredMarker = '*', startAdornment, endAdornment, id, type = 'text', className, style, required, disabled, 'aria-describedby': ariaDescribedBy, 'aria-invalid': ariaInvalid, ...rest },
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
        {hasContent(startAdornment) && <span css={adornmentStyles}>{startAdornment}</span>}
        <input
          ref={ref}
          id={controlId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || ariaInvalid || undefined}
          aria-describedby={describedBy}
          css={bareControlStyles}
          {...rest}
        />
        {hasContent(endAdornment) && <span css={adornmentStyles}>{endAdornment}</span>}
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
});
