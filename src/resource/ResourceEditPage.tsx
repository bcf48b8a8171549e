import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Paper } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Formik, type FormikValues } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AutoSaveIndicator } from '../components/AutoSaveIndicator';
import { EditFormActions } from '../components/form/EditFormActions';
import { FormUnsavedChangesGuard } from '../components/form/FormUnsavedChangesGuard';
import { useAutoSave } from '../components/form/useAutoSave';
import { PageHeader } from '../components/PageHeader';
import { usePart } from './parts';
import { ResourceRecord } from './RecordLoadState';
import {
  evictQueries,
  staleAfter,
  type Resource,
  type ResourceForm,
  type ResourceFormModel,
  type ResourcePageProps,
} from './resource';

type EditProps<Row extends GridValidRowModel, Values extends FormikValues> = {
  resource: Resource<Row, Values>;
  record: Row;
};

function EditForm<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  record,
  model,
  Fields,
}: EditProps<Row, Values> & {
  model: ResourceFormModel<Row, Values>;
  Fields: ResourceForm<Row, Values>['Fields'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { key } = resource;
  const showTo = resource.usePlace().routes.show(resource.id(record));
  const title = t(`resources.${key}.edit.title`);
  const autoSave = useAutoSave<Values>({
    onSubmitted: () => navigate(showTo),
    save: async (values) => {
      const saved = await model.update!(values);
      // the form keeps its record (the answer updated it); lists and totals are out of date
      evictQueries(client.cache, staleAfter(resource, 'updated'));
      return saved;
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
          <Fields mode="edit" record={record} />
          <EditFormActions
            doneTo={showTo}
            doneLabel={t('form.done')}
            saving={autoSave.status === 'saving'}
            sx={{ mt: 2 }}
          />
        </Box>
      </Paper>
    </>
  );
}

/** The form of a loaded record: its model (rules, values, write) and Formik around it. */
function EditFormik<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  record,
}: EditProps<Row, Values>) {
  const { Fields, useModel } = usePart(resource.form);
  const model = useModel('edit', record);
  // the values the form opened with; later answers of the record do not reset what is typed
  const [initialValues] = useState(model.initialValues);
  return (
    <Formik initialValues={initialValues} validationSchema={model.schema} onSubmit={() => {}}>
      <EditForm resource={resource} record={record} model={model} Fields={Fields} />
    </Formik>
  );
}

/**
 * A record's edit form: valid changes save on their own (auto-save) or with Save, which then
 * opens the record's page. The server's refusals show on their fields.
 */
export function ResourceEditPage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
}: ResourcePageProps<Row, Values>) {
  return (
    <ResourceRecord resource={resource} variant="form">
      {(record, id) => <EditFormik key={id} resource={resource} record={record} />}
    </ResourceRecord>
  );
}
