import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormField } from './useFieldError';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type FormSelectFieldProps = {
  name: string;
  options: readonly SelectOption[];
  /** An empty first choice (e.g. "None") for optional fields. */
  emptyLabel?: ReactNode;
} & Omit<TextFieldProps, 'name' | 'value' | 'error' | 'select' | 'children'>;

/** A select bound to the Formik field `name` (a string value); its error shows once touched. */
export function FormSelectField({ name, options, emptyLabel, ...rest }: FormSelectFieldProps) {
  const bound = useFormField(name, rest);
  const known = bound.value === '' || options.some((o) => o.value === bound.value);
  return (
    // a value not among the options (they are still loading) shows empty instead of warning
    <TextField {...rest} {...bound} value={known ? bound.value : ''} select>
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
