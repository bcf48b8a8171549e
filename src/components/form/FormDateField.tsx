import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type FormDateFieldProps = Omit<FormTextFieldProps, 'type'>;

/** A calendar date bound to the Formik field `name`: the browser's date input, a YYYY-MM-DD string. */
export function FormDateField({ slotProps, ...rest }: FormDateFieldProps) {
  return (
    <FormTextField
      {...rest}
      type="date"
      slotProps={{ ...slotProps, inputLabel: { shrink: true, ...slotProps?.inputLabel } }}
    />
  );
}
