import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { bareControlStyles, controlBoxStyles, fieldStyles } from '../field/Field.styles';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldProps } from '../field/Field';
import { adornmentStyles } from './TextField.styles';
import { themedVariants } from '../theme/themed';

const controlBoxStyle = themedVariants(controlBoxStyles, [
  [false, true],
  [false, true],
  [false, true],
]);

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
  /**
   * Shows a value the player cannot change (a locked profile field, an address to copy): still focusable,
   * selectable and sent with the form, drawn without the look of a field to type in.
   * @default false
   */
  readOnly?: boolean;
}

/**
 * A labelled text input with hint and error. The ref goes to the `<input>`, so
 * react-hook-form's `register` works as is; every native input prop passes through.
 * `readOnly` keeps the native attribute (what assistive technology announces) and marks the box `data-readonly`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    requiredMarker = '*',
    startAdornment,
    endAdornment,
    id,
    type = 'text',
    className,
    style,
    required,
    disabled,
    readOnly = false,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const invalid = hasContent(error);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hasContent(hint), invalid, ariaDescribedBy);
  return (
    <div css={fieldStyles} className={className} style={style}>
      {/* Nothing to fill in: no required mark on a read-only field. */}
      <FieldLabel htmlFor={controlId} required={required && !readOnly} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      <div css={controlBoxStyle(invalid, Boolean(disabled), readOnly)} data-readonly={readOnly || undefined}>
        {hasContent(startAdornment) && <span css={adornmentStyles}>{startAdornment}</span>}
        <input
          ref={ref}
          id={controlId}
          type={type}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
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
