import { Autocomplete, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from './useFieldError';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type FormSelectFieldProps = {
  name: string;
  options: readonly SelectOption[];
  /** An empty first choice (e.g. "None") for optional fields. */
  emptyLabel?: ReactNode;
  /**
   * For a long list (the ~30 currencies): a text box that finds the options whose label contains
   * what is typed ("sek", "krona"), the first one highlighted for Enter. Labels are then texts.
   */
  searchable?: boolean;
} & Omit<TextFieldProps, 'name' | 'value' | 'error' | 'select' | 'children'>;

/** A select bound to the Formik field `name` (a string value); its error shows once touched. */
export function FormSelectField({ searchable, ...props }: FormSelectFieldProps) {
  return searchable ? <SearchableSelect {...props} /> : <PlainSelect {...props} />;
}

function PlainSelect({ name, options, emptyLabel, ...rest }: FormSelectFieldProps) {
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

const labelText = (option: SelectOption) =>
  typeof option.label === 'string' ? option.label : option.value;

function SearchableSelect({
  name,
  options,
  emptyLabel: _emptyLabel,
  disabled,
  ...rest
}: FormSelectFieldProps) {
  const { t } = useTranslation();
  const { id, value, onBlur, error, helperText, fullWidth } = useFormField(name, rest);
  const [, , helpers] = useField<string>(name);
  // a value not among the options (they are still loading) shows empty, as the plain select
  const selected = options.find((o) => o.value === value) ?? null;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      onChange={(_event, option) => void helpers.setValue(option?.value ?? '')}
      getOptionLabel={labelText}
      getOptionDisabled={(option) => Boolean(option.disabled)}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      autoHighlight
      disabled={disabled}
      fullWidth={fullWidth}
      noOptionsText={t('form.select.noMatches')}
      openText={t('form.select.open')}
      closeText={t('form.select.close')}
      clearText={t('form.select.clear')}
      renderInput={(params) => (
        <TextField
          {...rest}
          {...params}
          name={name}
          onBlur={onBlur}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
