import { useApolloClient } from '@apollo/client/react';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Formik, type FormikValues } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoSaveForm } from '../components/form/AutoSaveForm';
import { formOf, usePart } from './parts';
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
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const showTo = resource.usePlace().routes.show(resource.id(record));
  return (
    <AutoSaveForm<Values>
      title={t(`resources.${resource.key}.edit.title`)}
      subtitle={resource.name(record, { t, locale: i18n.language })}
      doneTo={showTo}
      save={async (values) => {
        const saved = await model.update!(values);
        // the form keeps its record (the answer updated it); lists and totals are out of date
        evictQueries(client.cache, staleAfter(resource, 'updated'));
        return saved;
      }}
    >
      <Fields mode="edit" record={record} />
    </AutoSaveForm>
  );
}

/** The form of a loaded record: its model (rules, values, write) and Formik around it. */
function EditFormik<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  record,
}: EditProps<Row, Values>) {
  const { Fields, useModel } = usePart(formOf(resource));
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
