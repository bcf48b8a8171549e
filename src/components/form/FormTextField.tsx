import { TextField, type TextFieldProps } from '@mui/material';
import { useFormField } from './useFieldError';

export type FormTextFieldProps = { name: string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'error'
>;

/** A text field bound to the Formik field `name`; its error (a translation key or the server's
 * sentence) shows once touched. */
export function FormTextField({ name, ...rest }: FormTextFieldProps) {
  return <TextField {...rest} {...useFormField(name, rest)} />;
}
