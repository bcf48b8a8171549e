import { TextField, type TextFieldProps } from '@mui/material';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

export type FormTextFieldProps = { name: string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'error'
>;

/** A text field bound to the Formik field `name`; its error (a translation key) shows once touched. */
export function FormTextField({ name, helperText, onBlur, onChange, ...rest }: FormTextFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <TextField
      {...rest}
      id={rest.id ?? `field-${name}`}
      name={name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      error={showError}
      // a line is always reserved for the message, so an error never shifts the form under the pointer
      helperText={showError ? t(meta.error!) : (helperText ?? ' ')}
      fullWidth={rest.fullWidth ?? true}
    />
  );
}
