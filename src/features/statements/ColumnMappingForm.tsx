import { Alert, Button, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Formik, useField } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { translateMessage } from '../../components/form/useFieldError';
import {
  MAPPING_ROLES,
  mappingSchema,
  mappingValues,
  type MappingValues,
  type StatementColumn,
  type StatementMapping,
} from './statementSchema';

export type ColumnMappingFormProps = {
  columns: readonly StatementColumn[];
  /** What the API placed (or used); the form starts from it. */
  mapping: StatementMapping | null | undefined;
  /** The roles the API could not place, named in the explanation. */
  unplaced: readonly string[];
  /** Reads the file again with the mapping; a failure comes back as its message. */
  onSubmit: (values: MappingValues) => Promise<string | null>;
  onCancel: () => void;
};

/** The description: one or more columns, joined in the order chosen. */
function DescriptionColumnsField({ options }: { options: readonly SelectOption[] }) {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<string[]>('description');
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <TextField
      select
      fullWidth
      id="field-description"
      required
      label={t('statements.mapping.roles.description')}
      value={field.value}
      onChange={(event) => void helpers.setValue(event.target.value as unknown as string[])}
      onBlur={() => void helpers.setTouched(true)}
      error={!!error}
      helperText={
        error
          ? translateMessage(
              error,
              t,
              i18n.exists.bind(i18n),
              t('statements.mapping.roles.description'),
            )
          : t('statements.mapping.descriptionHelp')
      }
      slotProps={{ select: { multiple: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Which column of a CSV holds what, when the API could not tell from the header: each role a
 * select of the file's columns (with their first values). The API remembers the choice for the
 * account's next upload.
 */
export function ColumnMappingForm({
  columns,
  mapping,
  unplaced,
  onSubmit,
  onCancel,
}: ColumnMappingFormProps) {
  const { t } = useTranslation();
  const options = useMemo<SelectOption[]>(
    () =>
      columns.map((column) => ({
        value: String(column.index),
        label: `${column.name || t('statements.mapping.column', { number: column.index + 1 })}${
          column.samples.length ? ` — ${column.samples.join(', ')}` : ''
        }`,
      })),
    [columns, t],
  );
  const roles = MAPPING_ROLES.filter((role) => role !== 'description');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('statements.mapping.title')}
      </Typography>
      {unplaced.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('statements.mapping.explain', {
            roles: unplaced.map((role) => t(`statements.mapping.roles.${role}`)).join(', '),
          })}
        </Alert>
      )}
      <Formik
        initialValues={mappingValues(mapping)}
        validationSchema={mappingSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(null);
          helpers.setStatus(await onSubmit(values));
        }}
      >
        {({ handleSubmit }) => (
          <form noValidate onSubmit={handleSubmit} aria-label={t('statements.mapping.title')}>
            <FormStatusAlert />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelectField
                  name="date"
                  label={t('statements.mapping.roles.date')}
                  options={options}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DescriptionColumnsField options={options} />
              </Grid>
              {roles
                .filter((role) => role !== 'date')
                .map((role) => (
                  <Grid key={role} size={{ xs: 12, sm: 6 }}>
                    <FormSelectField
                      name={role}
                      label={t(`statements.mapping.roles.${role}`)}
                      options={options}
                      emptyLabel={t('statements.mapping.none')}
                      helperText={
                        role === 'amount' ? t('statements.mapping.amountHelp') : undefined
                      }
                    />
                  </Grid>
                ))}
            </Grid>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={onCancel}>{t('form.cancel')}</Button>
              <FormSubmitButton>{t('statements.mapping.submit')}</FormSubmitButton>
            </Stack>
          </form>
        )}
      </Formik>
    </Paper>
  );
}
