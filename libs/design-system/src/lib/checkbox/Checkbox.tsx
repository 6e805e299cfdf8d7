import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldStyles } from '../field/Field.styles';
import { FieldMessages, RequiredMarker, hasContent, useFieldIds, type FieldProps } from '../field/Field';
import { boxStyles, inputStyles, labelStyles, messagesStyles, rowStyles, targetStyles } from './Checkbox.styles';
import { themedVariants } from '../theme/themed';

const boxStyle = themedVariants(boxStyles, [[false, true]]);
const labelStyle = themedVariants(labelStyles, [[false, true]]);

export interface CheckboxProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /**
   * Visible label, already translated. May hold links (terms and conditions): they stay
   * separately focusable (browsers do not tick the box when one is followed).
   */
  label: ReactNode;
}

/**
 * A native checkbox drawn by the theme. The real input covers the 44 px box, so touch, keyboard,
 * forms and screen readers all get the platform behaviour. The ref goes to the `<input>`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    requiredMarker = '*',
    id,
    className,
    style,
    required,
    disabled,
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
      <div css={rowStyles}>
        <span css={targetStyles}>
          <input
            ref={ref}
            id={controlId}
            type="checkbox"
            required={required}
            disabled={disabled}
            aria-invalid={invalid || ariaInvalid || undefined}
            aria-describedby={describedBy}
            css={inputStyles}
            {...rest}
          />
          <span aria-hidden="true" css={boxStyle(invalid)}>
            <svg
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M3 8.5l3.2 3L13 4.5" />
            </svg>
          </span>
        </span>
        <label htmlFor={controlId} css={labelStyle(Boolean(disabled))}>
          {label}
          {required && <RequiredMarker marker={requiredMarker} />}
        </label>
      </div>
      {(hasContent(hint) || invalid) && (
        <div css={messagesStyles}>
          <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
        </div>
      )}
    </div>
  );
});
