import { InputAdornment } from '@mui/material';
import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberMarks, readDecimal, showDecimal } from '../../lib/decimalInput';
import { TextInput, type TextInputProps } from './TextInput';
import { useFormField } from './useFieldError';

export type FormDecimalFieldProps = {
  name: string;
  /** The unit shown at the end of the field (a ticker such as EUR or BTC). */
  unit?: string;
} & Omit<TextInputProps, 'name' | 'value' | 'error' | 'type'>;

/**
 * A decimal amount bound to the Formik field `name`, typed as people write amounts in the
 * interface's language ("2,450.75", "1.234,56": lib/decimalInput.ts). The field shows what was
 * typed, never rewritten; the form holds the decimal string it reads as (money is never a float),
 * or the text itself when it is not an amount, for the form's check to say so. A value set from
 * elsewhere (the saved record, a reset, another field's arithmetic) or a change of language shows
 * the value anew. Phones show the decimal keypad.
 */
export function FormDecimalField({ name, unit, slotProps, ...rest }: FormDecimalFieldProps) {
  const { i18n } = useTranslation();
  const marks = numberMarks(i18n.language);
  const [{ value: held }] = useField<string | null | undefined>(name);
  const value = held ?? '';
  const [shown, setShown] = useState(() => ({
    text: showDecimal(value, marks),
    value,
    decimal: marks.decimal,
  }));
  if (shown.value !== value || shown.decimal !== marks.decimal) {
    setShown({ text: showDecimal(value, marks), value, decimal: marks.decimal });
  }
  const field = useFormField(name, {
    ...rest,
    parse: (typed) => {
      const read = readDecimal(typed, marks) ?? typed.trim();
      setShown({ text: typed, value: read, decimal: marks.decimal });
      return read;
    },
  });
  return (
    <TextInput
      {...rest}
      {...field}
      value={shown.text}
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
