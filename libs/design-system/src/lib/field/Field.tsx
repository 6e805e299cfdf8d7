import { useId, type ReactNode } from 'react';
import { errorStyles, hintStyles, labelStyles, requiredMarkerStyles } from './Field.styles';

/** Props shared by every labelled form control (TextField, Select, Checkbox). */
export interface FieldProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message, already translated. When set, the control is `aria-invalid` and described by it. */
  error?: ReactNode;
  /**
   * Mark shown after the label of a required control. Decorative: the control's native
   * `required` is what assistive technology announces.
   * @default '*'
   */
  requiredMarker?: ReactNode;
}

/** Ids that tie a control to its hint and error; `describedBy` is ready for `aria-describedby`. */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean, extraDescribedBy?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // The error first: it is what the player needs to hear when they come back to the field.
  const describedBy =
    [hasError ? errorId : undefined, hasHint ? hintId : undefined, extraDescribedBy].filter(Boolean).join(' ') ||
    undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export function RequiredMarker({ marker }: { marker: ReactNode }) {
  return (
    <span aria-hidden="true" css={requiredMarkerStyles}>
      {marker}
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  requiredMarker,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  requiredMarker: ReactNode;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} css={labelStyles}>
      {children}
      {required && <RequiredMarker marker={requiredMarker} />}
    </label>
  );
}

export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hasContent(hint) && (
        <p id={hintId} css={hintStyles}>
          {hint}
        </p>
      )}
      {/* No role="alert": the message is tied to the control, so it is read when the player reaches it
          instead of interrupting whatever they are doing. */}
      {hasContent(error) && (
        <p id={errorId} css={errorStyles}>
          {error}
        </p>
      )}
    </>
  );
}
