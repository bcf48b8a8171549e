import { Paper } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import type { ResourcePageProps } from './resource';
import { ResourceCreateForm, type ResourceCreateFormProps } from './ResourceCreateForm';

export type ResourceCreatePageProps<
  Row extends GridValidRowModel,
  Values extends FormikValues,
> = ResourcePageProps<Row, Values> &
  Pick<ResourceCreateFormProps<Row, Values>, 'leadTo'> & {
    /** Between the header and the form (the banking area's upload/manual switch). */
    before?: ReactNode;
    /** The form, when the page offers more than the resource's one (tabs of ways to create). */
    children?: ReactNode;
  };

/** A new record of a resource; created, its page opens. */
export function ResourceCreatePage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  leadTo,
  before,
  children,
}: ResourceCreatePageProps<Row, Values>) {
  const { t } = useTranslation();
  const { key } = resource;
  return (
    <>
      <PageHeader
        title={t(`resources.${key}.create.title`)}
        subtitle={t(`resources.${key}.create.subtitle`)}
      />
      {before}
      <Paper variant="outlined" sx={{ maxWidth: 720, p: children ? 0 : { xs: 2, sm: 3 } }}>
        {children ?? <ResourceCreateForm resource={resource} leadTo={leadTo} />}
      </Paper>
    </>
  );
}
