import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Paper, Stack } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FormStatusAlert } from '../form/FormStatusAlert';
import { FormSubmitButton } from '../form/FormSubmitButton';
import { FormUnsavedChangesGuard } from '../form/FormUnsavedChangesGuard';
import { submitMutation } from '../form/submitMutation';
import { PageHeader } from '../PageHeader';
import { evictQueries, type AdminPageProps } from './adminResource';

/** A new record of an administration resource; created, its page opens. */
export function AdminCreatePage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
}: AdminPageProps<Row, Values>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [searchParams] = useSearchParams();
  const { key, form } = resource;
  const to = paths.admin[key];
  // read once: a prefilled link fills the form in, later URL changes do not reset it
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => form.initialValues(searchParams), [form]);
  const schema = useMemo(() => form.schema('create'), [form]);
  const title = t(`resources.${key}.create.title`);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    await submitMutation(helpers, async () => {
      const created = await form.create(client, values);
      evictQueries(client.cache, [resource.queries.list]);
      helpers.resetForm({ values });
      await navigate(created ? to.show(resource.id(created)) : to.list);
    });
  };

  return (
    <>
      <PageHeader title={title} subtitle={t(`resources.${key}.create.subtitle`)} />
      <Paper variant="outlined" sx={{ maxWidth: 720, p: { xs: 2, sm: 3 } }}>
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
          {({ handleSubmit }) => (
            <Box component="form" noValidate onSubmit={handleSubmit} aria-label={title}>
              <FormUnsavedChangesGuard />
              <FormStatusAlert />
              <form.Fields mode="create" />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                <Button component={RouterLink} to={to.list}>
                  {t('form.cancel')}
                </Button>
                <FormSubmitButton>{t(`resources.${key}.create.submit`)}</FormSubmitButton>
              </Stack>
            </Box>
          )}
        </Formik>
      </Paper>
    </>
  );
}
