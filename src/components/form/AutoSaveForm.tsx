// The one auto-saving edit form's page: the title with the save state in the header
// (AutoSaveIndicator), the unsaved-changes guard, and the form in its card with the failure of the
// last save, the fields, and Done and Save. ResourceEditPage gives it a record's form; a screen
// that is no record's (the person's settings) gives it its own fields.
import { Alert, Box, Paper } from '@mui/material';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AutoSaveIndicator } from '../AutoSaveIndicator';
import { PageHeader } from '../PageHeader';
import { EditFormActions } from './EditFormActions';
import { FormUnsavedChangesGuard } from './FormUnsavedChangesGuard';
import { useAutoSave, type UseAutoSaveOptions } from './useAutoSave';

export type AutoSaveFormProps<V> = {
  title: string;
  subtitle?: ReactNode;
  /** useAutoSave's save: throws on failure, may answer the values as the server now has them. */
  save: UseAutoSaveOptions<V>['save'];
  /** Where Done leads, and Save once saved (a record's page). */
  doneTo: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * Inside <Formik>: valid changes save on their own (auto-save) or with Save, which then goes to
 * `doneTo`. The server's refusals show on their fields and above them.
 */
export function AutoSaveForm<V extends FormikValues>({
  title,
  subtitle,
  save,
  doneTo,
  children,
}: AutoSaveFormProps<V>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const autoSave = useAutoSave<V>({ onSubmitted: () => navigate(doneTo), save });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<AutoSaveIndicator status={autoSave.status} error={autoSave.error} />}
      />
      <FormUnsavedChangesGuard />
      <Paper variant="outlined" sx={{ maxWidth: 720, p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={autoSave.handleSubmit} aria-label={title}>
          {autoSave.status === 'error' && autoSave.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {autoSave.error}
            </Alert>
          )}
          {children}
          <EditFormActions
            doneTo={doneTo}
            doneLabel={t('form.done')}
            saving={autoSave.status === 'saving'}
            sx={{ mt: 2 }}
          />
        </Box>
      </Paper>
    </>
  );
}
