import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useFormField } from './useFieldError';

export type FormDecimalFieldProps = {
  name: string;
  /** The unit shown at the end of the field (a ticker such as EUR or BTC). */
  unit?: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'error' | 'type'>;

/** "1 234,50" → "1234.50": spaces dropped, a decimal comma turned into a point. */
export const parseDecimalInput = (text: string) => text.replace(/\s/gu, '').replace(',', '.');

/**
 * A decimal amount bound to the Formik field `name`. The value stays a string (money is never a
 * float): what is typed is kept, normalised by parseDecimalInput. Phones show the decimal keypad.
 */
export function FormDecimalField({ name, unit, slotProps, ...rest }: FormDecimalFieldProps) {
  return (
    <TextField
      {...rest}
      {...useFormField(name, { ...rest, parse: parseDecimalInput })}
      slotProps={{
        ...slotProps,
        ...(unit && {
          input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        }),
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...slotProps?.htmlInput },
      }}
    />
  );
}
