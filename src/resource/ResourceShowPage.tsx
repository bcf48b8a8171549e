import { Alert, Paper, Stack } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DetailList } from '../components/DetailList';
import { PageHeader } from '../components/PageHeader';
import { usePart } from './parts';
import { ResourceRecord } from './RecordLoadState';
import type { CreatedState, Resource, ResourcePageProps } from './resource';
import { ShowPageActions } from './ShowPageActions';
import { useRemove } from './useRemove';

const noActions = (): { actions?: ReactNode; notice?: ReactNode } => ({});

function RecordPage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  record,
}: {
  resource: Resource<Row, Values>;
  record: Row;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { key, remove } = resource;
  const removeButton = `resources.${key}.remove.button`;
  const show = usePart(resource.show);
  const to = resource.usePlace().routes;
  const { summary, fields } = show.useDetails(record);
  const { actions, notice } = (show.useActions ?? noActions)(record);
  // what the create said (how linking an account went, a new access token), until the page has a
  // newer notice; said once: it leaves the history entry, so that a reload does not say it again
  const location = useLocation();
  const [created] = useState((location.state as CreatedState | null)?.notice);
  useEffect(() => {
    if ((location.state as CreatedState | null)?.notice) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location, navigate]);
  const { ask, dialog } = useRemove(resource, async () => {
    if (remove?.kind === 'delete') await navigate(to.list, { replace: true });
  });

  return (
    <>
      <PageHeader
        title={resource.name(record, { t, locale: i18n.language })}
        subtitle={
          show.subtitle?.(record, { t, locale: i18n.language }) ?? t(`resources.${key}.show.title`)
        }
        actions={
          <>
            {actions}
            <ShowPageActions
              editTo={
                resource.form && resource.editable !== false
                  ? to.edit(resource.id(record))
                  : undefined
              }
              onDelete={
                remove && (remove.applies?.(record) ?? true) ? () => ask(record) : undefined
              }
              deleteLabel={i18n.exists(removeButton) ? t(removeButton) : undefined}
            />
          </>
        }
      />
      {notice ??
        (created && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {created}
          </Alert>
        ))}
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {summary}
          <DetailList items={fields} />
        </Paper>
        {show.Extra && <show.Extra record={record} />}
      </Stack>
      {dialog}
    </>
  );
}

/**
 * A record: its summary and details (and what else the resource shows), Edit, and Delete or
 * Disable after a confirmation. A deleted record's page goes back to the list; a disabled one
 * stays, showing its new status.
 */
export function ResourceShowPage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
}: ResourcePageProps<Row, Values>) {
  return (
    <ResourceRecord resource={resource} variant="details">
      {(record, id) => <RecordPage key={id} resource={resource} record={record} />}
    </ResourceRecord>
  );
}
