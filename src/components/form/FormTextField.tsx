import { TextInput, type TextInputProps } from './TextInput';
import { useFormField } from './useFieldError';

export type FormTextFieldProps = { name: string } & Omit<
  TextInputProps,
  'name' | 'value' | 'error'
>;

/** A text field bound to the Formik field `name`; its error (a translation key or the server's
 * sentence) shows once touched. */
export function FormTextField({ name, ...rest }: FormTextFieldProps) {
  return <TextInput {...rest} {...useFormField(name, rest)} />;
}
