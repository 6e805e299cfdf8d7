import type { CheckboxProps, TextFieldProps } from '@casino/design-system';
import type { Ref } from 'react';

/**
 * What a form hands one of its text fields: the field's registration (name, change and blur handlers, the ref; what
 * react-hook-form's `register` gives, without the form library's types here) and its translated error. The part
 * that draws the field gives its label and autocomplete.
 */
export type TextInput = Omit<TextFieldProps, 'label' | 'autoComplete'> & { ref?: Ref<HTMLInputElement> };

/** The same for a checkbox. */
export type CheckboxInput = Omit<CheckboxProps, 'label'> & { ref?: Ref<HTMLInputElement> };
