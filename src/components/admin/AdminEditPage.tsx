import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Paper } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Formik, type FormikValues } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EditFormActions } from '../form/EditFormActions';
import { paths } from '../../lib/paths';
import { AutoSaveIndicator } from '../AutoSaveIndicator';

import { FormUnsavedChangesGuard } from '../form/FormUnsavedChangesGuard';
import { useAutoSave } from '../form/useAutoSave';
import { PageHeader } from '../PageHeader';
import { RecordLoadState } from '../RecordLoadState';
import { evictQueries, type AdminPageProps, type AdminResource } from './adminResource';

function EditForm<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  record,
}: {
  resource: AdminResource<Row, Values>;
  record: Row;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { key, form } = resource;
  const showTo = paths.admin[key].show(resource.id(record));
  const title = t(`resources.${key}.edit.title`);
  const autoSave = useAutoSave<Values>({
    onSubmitted: () => navigate(showTo),
    save: async (values) => {
      const saved = await form.update(client, record, values);
      // the form keeps its record (the answer updated it); the lists are out of date
      evictQueries(client.cache, [resource.queries.list]);
      return saved ? form.toValues(saved) : undefined;
    },
  });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={resource.name(record)}
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
          <form.Fields mode="edit" />
          <EditFormActions
            doneTo={showTo}
            doneLabel={t('admin.done')}
            saving={autoSave.status === 'saving'}
            sx={{ mt: 2 }}
          />
        </Box>
      </Paper>
    </>
  );
}

/**
 * An administration record's edit form: valid changes save on their own (auto-save) or with
 * Save, which then opens the record's page. The server's refusals show on their fields.
 */
export function AdminEditPage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
}: AdminPageProps<Row, Values>) {
  const { id = '' } = useParams();
  const { record, message, query } = resource.useRecord(id);
  const { form } = resource;
  const initialValues = useMemo(() => (record ? form.toValues(record) : null), [form, record]);
  const schema = useMemo(() => form.schema('edit'), [form]);

  if (!record || !initialValues) {
    return (
      <RecordLoadState resource={resource.key} query={query} message={message} variant="form" />
    );
  }
  return (
    <Formik key={id} initialValues={initialValues} validationSchema={schema} onSubmit={() => {}}>
      <EditForm resource={resource} record={record} />
    </Formik>
  );
}
