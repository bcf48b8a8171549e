import type { TextFieldProps } from '@mui/material';
import { useField } from 'formik';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The Formik field `name` and its error text, shown once the field is touched. Errors are
 * translation keys (yup schemas) or, from the server's field_errors, human sentences: a key is
 * translated, a sentence shown as it is. The field's `label` names it in the messages that need a
 * name ("Description is required").
 */
export function useFieldError<V = string>(name: string, label?: ReactNode) {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<V>(name);
  const showError = Boolean(meta.touched && meta.error);
  const error = showError
    ? translateMessage(meta.error!, t, i18n.exists.bind(i18n), label)
    : undefined;
  return { field, meta, helpers, showError, error };
}

/** The key of "{{field}} is required"; without a field's name it says "This field is required". */
const REQUIRED = 'validation.required';

export function translateMessage(
  message: string,
  t: (key: string, options?: { field: string }) => string,
  exists: (key: string) => boolean,
  label?: ReactNode,
): string {
  if (message === REQUIRED) {
    return typeof label === 'string' && label !== ''
      ? t(REQUIRED, { field: label })
      : t('validation.requiredField');
  }
  return exists(message) ? t(message) : message;
}

type InputEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

export type FormFieldOptions = Pick<
  TextFieldProps,
  'id' | 'label' | 'helperText' | 'fullWidth' | 'onChange' | 'onBlur'
> & {
  /** Turns what was typed into the stored value (default: as typed). */
  parse?: (text: string) => string;
};

/**
 * The props every Formik-bound MUI TextField shares: id, name, value, change and blur handlers,
 * the error state, and a helper line that is always reserved (an error never shifts the form).
 * Spread them after the caller's own props: `<TextField {...rest} {...useFormField(name, rest)} />`.
 */
export function useFormField(
  name: string,
  { id, label, helperText, fullWidth, onChange, onBlur, parse }: FormFieldOptions,
) {
  const { field, helpers, showError, error } = useFieldError<string>(name, label);
  const props = {
    id: id ?? `field-${name}`,
    name,
    value: field.value ?? '',
    onChange: (event: InputEvent) => {
      if (parse) void helpers.setValue(parse(event.target.value));
      else field.onChange(event);
      onChange?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.onBlur(event);
      onBlur?.(event);
    },
    error: showError,
    helperText: showError ? error : (helperText ?? ' '),
    fullWidth: fullWidth ?? true,
  };
  return props;
}
