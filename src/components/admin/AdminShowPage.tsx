import { Paper, Stack } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { DetailList } from '../DetailList';
import { PageHeader } from '../PageHeader';
import { RecordLoadState } from '../RecordLoadState';
import { ShowPageActions } from '../ShowPageActions';
import type { AdminPageProps } from './adminResource';
import { useAdminRemove } from './useAdminRemove';

/**
 * An administration record: its details (and what else the resource shows), Edit, and Delete or
 * Disable after a confirmation. A deleted record's page goes back to the list; a disabled one
 * stays, showing its new status.
 */
export function AdminShowPage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
}: AdminPageProps<Row, Values>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { key, show, remove } = resource;
  const to = paths.admin[key];
  const { record, message, query } = resource.useRecord(id);
  const { ask, dialog } = useAdminRemove(resource, async () => {
    if (remove?.kind === 'delete') await navigate(to.list, { replace: true });
  });

  if (!record) {
    return <RecordLoadState resource={key} query={query} message={message} variant="details" />;
  }

  return (
    <>
      <PageHeader
        title={resource.name(record)}
        subtitle={t(`resources.${key}.show.title`)}
        actions={
          <ShowPageActions
            editTo={to.edit(resource.id(record))}
            onDelete={remove && (remove.applies?.(record) ?? true) ? () => ask(record) : undefined}
            deleteLabel={remove && t(`resources.${key}.remove.button`)}
          />
        }
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <DetailList items={show.fields(record, { t, locale: i18n.language })} />
        </Paper>
        {show.Extra && <show.Extra record={record} />}
      </Stack>
      {dialog}
    </>
  );
}
