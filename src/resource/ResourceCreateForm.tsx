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
import { formOf, type Part, usePart } from './parts';
import { LoadingRows } from './RecordLoadState';
import {
  type CreatedState,
  evictQueries,
  type ResourceForm,
  staleAfter,
  type Resource,
} from './resource';

export type ResourceCreateFormProps<
  Row extends GridValidRowModel,
  Values extends FormikValues,
  FormValues extends FormikValues = Values,
> = {
  resource: Resource<Row, Values>;
  /** Another way to create the resource's records (an account at a venue); default: its form. */
  form?: Part<ResourceForm<Row, FormValues>>;
  /** Where a created record leads (default: its show page); Cancel too (default: the list). */
  leadTo?: { created?: (row: Row | null | undefined) => string; cancel?: string };
  /** Values the form starts with over the model's (a rule made from a reviewed row). */
  preset?: Partial<FormValues>;
  /**
   * In a dialog: what creating and Cancel do instead of leading anywhere (the page under it
   * stays, and goes on with the record).
   */
  inPlace?: { created: (row: Row | null | undefined) => void; cancel: () => void };
  /** The submit button's text, when not `resources.<key>.create.submit` (a trade's "Buy"). */
  submitLabel?: string;
};

/**
 * The create form of a resource: its fields, the server's refusals on their fields or above them,
 * Cancel and the submit button; created, the record's page opens, saying the create's notice if
 * it has one. The create page shows it, and a page offering more than one way to create (an
 * account's venue tab) composes it, with that way's form.
 */
export function ResourceCreateForm<
  Row extends GridValidRowModel,
  Values extends FormikValues,
  FormValues extends FormikValues = Values,
>(props: ResourceCreateFormProps<Row, Values, FormValues>) {
  return (
    <Suspense fallback={<LoadingRows variant="form" />}>
      <CreateForm {...props} />
    </Suspense>
  );
}

function CreateForm<
  Row extends GridValidRowModel,
  Values extends FormikValues,
  FormValues extends FormikValues,
>({
  resource,
  form,
  leadTo,
  preset,
  inPlace,
  submitLabel,
}: ResourceCreateFormProps<Row, Values, FormValues>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { key } = resource;
  // without `form`, FormValues is the resource's Values (its default)
  const { Fields, useModel } = usePart(
    form ?? (formOf(resource) as unknown as Part<ResourceForm<Row, FormValues>>),
  );
  const to = resource.usePlace().routes;
  const model = useModel('create');
  // read once: a prefilled link fills the form in, later URL changes do not reset it
  const [initialValues] = useState(() => ({ ...model.initialValues, ...preset }));
  const title = t(`resources.${key}.create.title`);

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    await submitMutation(helpers, async () => {
      const { record, notice } = await model.create!(values);
      evictQueries(client.cache, staleAfter(resource, 'created'));
      helpers.resetForm({ values });
      if (inPlace) return inPlace.created(record);
      await navigate(
        leadTo?.created?.(record) ?? (record ? to.show(resource.id(record)) : to.list),
        { state: notice ? ({ notice } satisfies CreatedState) : undefined },
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
            {inPlace ? (
              <Button onClick={inPlace.cancel}>{t('form.cancel')}</Button>
            ) : (
              <Button component={RouterLink} to={leadTo?.cancel ?? to.list}>
                {t('form.cancel')}
              </Button>
            )}
            <FormSubmitButton>
              {submitLabel ?? t(`resources.${key}.create.submit`)}
            </FormSubmitButton>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}
