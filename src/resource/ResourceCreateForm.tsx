import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Stack } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormStatusAlert } from '../components/form/FormStatusAlert';
import { FormSubmitButton } from '../components/form/FormSubmitButton';
import { FormUnsavedChangesGuard } from '../components/form/FormUnsavedChangesGuard';
import { submitMutation } from '../components/form/submitMutation';
import { usePart } from './parts';
import { LoadingRows } from './RecordLoadState';
import { evictQueries, staleAfter, type Resource } from './resource';

export type ResourceCreateFormProps<Row extends GridValidRowModel, Values extends FormikValues> = {
  resource: Resource<Row, Values>;
  /** Where a created record leads (default: its show page); Cancel too (default: the list). */
  leadTo?: { created?: (row: Row | null | undefined) => string; cancel?: string };
};

/**
 * The create form of a resource: its fields, the server's refusals on their fields or above them,
 * Cancel and the submit button; created, the record's page opens. The create page shows it, and a
 * page offering more than one way to create (an account's venue tab) composes it.
 */
export function ResourceCreateForm<Row extends GridValidRowModel, Values extends FormikValues>(
  props: ResourceCreateFormProps<Row, Values>,
) {
  return (
    <Suspense fallback={<LoadingRows variant="form" />}>
      <CreateForm {...props} />
    </Suspense>
  );
}

function CreateForm<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  leadTo,
}: ResourceCreateFormProps<Row, Values>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { key } = resource;
  const { Fields, useModel } = usePart(resource.form);
  const to = resource.usePlace().routes;
  const model = useModel('create');
  // read once: a prefilled link fills the form in, later URL changes do not reset it
  const [initialValues] = useState(model.initialValues);
  const title = t(`resources.${key}.create.title`);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    await submitMutation(helpers, async () => {
      const created = await model.create!(values);
      evictQueries(client.cache, staleAfter(resource, 'created'));
      helpers.resetForm({ values });
      await navigate(
        leadTo?.created?.(created) ?? (created ? to.show(resource.id(created)) : to.list),
      );
    });
  };

  return (
    <Formik initialValues={initialValues} validationSchema={model.schema} onSubmit={submit}>
      {({ handleSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label={title}>
          <FormUnsavedChangesGuard />
          <FormStatusAlert />
          <Fields mode="create" />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button component={RouterLink} to={leadTo?.cancel ?? to.list}>
              {t('form.cancel')}
            </Button>
            <FormSubmitButton>{t(`resources.${key}.create.submit`)}</FormSubmitButton>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}
