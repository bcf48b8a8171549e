import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack, Tooltip } from '@mui/material';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../components/form/useFieldError';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { accountClasses, accountTypes } from '../../../ledger/accountKinds';
import type { VenueValues } from './venueSchema';

/**
 * The credentials an account at the venue asks for: one row per field (its name as the account
 * form sends it, and the label the form shows), at least one.
 */
function AccountFieldRows() {
  const { t, i18n } = useTranslation();
  const { values, errors } = useFormikContext<VenueValues>();
  const label = (field: string) => t(`resources.venues.accountFields.${field}`);
  // a rule of the whole list (at least one row, names once) or the server's sentence about it
  const listError = typeof errors.account_fields === 'string' ? errors.account_fields : undefined;
  return (
    <FieldArray name="account_fields">
      {({ push, remove }) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <FormLabel component="legend" required sx={{ mb: 1.5 }}>
            {t('resources.venues.fields.account_fields')}
          </FormLabel>
          {values.account_fields.map((_, index) => (
            <Stack
              // rows have no identity of their own; their values are all in Formik
              key={index}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0, sm: 2 }}
              sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}
            >
              <FormTextField
                name={`account_fields.${index}.name`}
                label={label('name')}
                required
                helperText={index === 0 ? label('nameHelp') : undefined}
              />
              <FormTextField
                name={`account_fields.${index}.label`}
                label={label('label')}
                required
              />
              <Box sx={{ pt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}>
                <Tooltip title={label('remove')}>
                  <IconButton
                    aria-label={t('resources.venues.accountFields.removeRow', { row: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              </Box>
            </Stack>
          ))}
          {listError && (
            <FormHelperText error sx={{ mx: 1.75, mb: 1 }}>
              {translateMessage(listError, t, i18n.exists.bind(i18n))}
            </FormHelperText>
          )}
          <Button startIcon={<Add />} onClick={() => push({ name: '', label: '' })}>
            {label('add')}
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}

/** A venue's form fields, one column on phones. */
export function VenueFields() {
  const { t } = useTranslation();
  const label = (field: string) => t(`resources.venues.fields.${field}`);
  return (
    <Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField name="name" label={label('name')} required />
        <FormTextField
          name="slug"
          label={label('slug')}
          required
          helperText={t('resources.venues.help.slug')}
        />
      </Stack>
      <FormTextField
        name="description"
        label={label('description')}
        required
        multiline
        minRows={2}
      />
      <AccountFieldRows />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormSelectField
          name="account_class"
          label={label('account_class')}
          required
          options={accountClasses.map((c) => ({ value: c, label: t(`accountClass.${c}`) }))}
        />
        <FormSelectField
          name="account_type"
          label={label('account_type')}
          required
          options={accountTypes.map((c) => ({ value: c, label: t(`accountType.${c}`) }))}
        />
      </Stack>
      <FormTextField
        name="connector_slug"
        label={label('connector_slug')}
        helperText={t('resources.venues.help.connector_slug')}
      />
      <FormTextField
        name="meta"
        label={label('meta')}
        multiline
        minRows={3}
        helperText={t('resources.venues.help.meta')}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <FormCheckbox name="status" label={t('resources.venues.form.status')} />
      <FormCheckbox name="visible" label={t('resources.venues.form.visible')} />
    </Stack>
  );
}
