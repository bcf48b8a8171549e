import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form/FormTextField';
import { DESCRIPTION_MAX, NAME_MAX } from '../../lib/validation';

/** The account's name field (required, at most 100 characters). */
export function AccountNameField() {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="name"
      label={t('resources.accounts.fields.name')}
      required
      slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
    />
  );
}

/** The account's description (at most 500 characters): optional on create, required on edit. */
export function AccountDescriptionField({ required = false }: { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="description"
      label={t('resources.accounts.fields.description')}
      required={required}
      helperText={required ? undefined : t('form.optional')}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
    />
  );
}

/**
 * A bank account's or a debt's IBAN or account number (optional): a statement file holding several
 * accounts is read for the account whose number it is.
 */
export function AccountNumberField() {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="account_number"
      label={t('resources.accounts.fields.account_number')}
      helperText={t('resources.accounts.help.accountNumber')}
      autoComplete="off"
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}
