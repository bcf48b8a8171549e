import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormTextField } from '../../components/form/FormTextField';
import { MIN_PASSWORD_LENGTH } from './authSchema';

export type EmailFieldProps = { autoFocus?: boolean };

/** The e-mail field of the sign-in screens, bound to the Formik field `email`. */
export function EmailField({ autoFocus }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="email"
      type="email"
      label={t('auth.fields.email')}
      autoComplete="email"
      autoFocus={autoFocus}
    />
  );
}

export type NewPasswordFieldProps = { name?: string; label?: string; autoFocus?: boolean };

/** A field for choosing a password, with the length hint, bound to the Formik field `name`. */
export function NewPasswordField({ name = 'password', label, autoFocus }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <FormPasswordField
      name={name}
      label={label ?? t('auth.fields.password')}
      autoComplete="new-password"
      autoFocus={autoFocus}
      helperText={t('auth.fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
    />
  );
}
