import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FormCheckboxProps = { name: string; label: ReactNode; disabled?: boolean };

/** A checkbox bound to a boolean Formik field; its error (a translation key) shows once touched. */
export function FormCheckbox({ name, label, disabled }: FormCheckboxProps) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  const showError = Boolean(meta.touched && meta.error);
  const helperId = `field-${name}-helper`;
  return (
    <FormControl error={showError}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={Boolean(field.value ?? field.checked)}
            onChange={(event) => {
              void helpers.setValue(event.target.checked);
            }}
            onBlur={field.onBlur}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': showError ? helperId : undefined } }}
          />
        }
        label={label}
      />
      {showError && <FormHelperText id={helperId}>{t(meta.error!)}</FormHelperText>}
    </FormControl>
  );
}
