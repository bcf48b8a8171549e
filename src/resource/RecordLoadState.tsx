import { Button, Paper, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { graphQLErrorMessage } from '../lib/errors';
import { EmptyState } from '../components/EmptyState';
import { PageHeader } from '../components/PageHeader';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import type { Resource, ResourceKey } from './resource';

export type RecordLoadStateProps = {
  /** The resource: its texts are `resources.<resource>.show.{title,notFound,notFoundText,backToList}`. */
  resource: ResourceKey;
  /** The resource's list, where "not found" leads back to. */
  listTo: string;
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** The server's "not found" message, if it gave one. */
  message?: string | null;
  /** The skeleton while loading: form fields or detail rows. */
  variant: 'form' | 'details';
};

/** Rows standing in for a form's fields or a record's details while they load. */
export function LoadingRows({ variant }: { variant: 'form' | 'details' }) {
  const form = variant === 'form';
  return (
    <Stack spacing={form ? 2 : 1}>
      {Array.from({ length: form ? 4 : 6 }, (_, i) => (
        <Skeleton
          key={i}
          variant={form ? 'rounded' : 'text'}
          height={form ? 56 : 28}
          width={form ? '100%' : `${70 - i * 6}%`}
        />
      ))}
    </Stack>
  );
}

/** A show or edit page while its record (or the resource's form or show page) loads. */
export function RecordSkeleton({ variant }: { variant: 'form' | 'details' }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={<Skeleton width={260} />} />
      <Paper
        variant="outlined"
        aria-busy="true"
        aria-label={t('list.loading')}
        sx={{ p: 3, maxWidth: variant === 'form' ? 720 : undefined }}
      >
        <LoadingRows variant={variant} />
      </Paper>
    </>
  );
}

/** What a show or edit page shows before it has its record: loading, an error, or "not found". */
export function RecordLoadState({
  resource,
  listTo,
  query,
  message,
  variant,
}: RecordLoadStateProps) {
  const { t } = useTranslation();
  const texts = `resources.${resource}`;
  const title = t(`${texts}.show.title`);
  if (query.error) {
    return (
      <>
        <PageHeader title={title} />
        <QueryErrorAlert
          message={graphQLErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (query.loading) return <RecordSkeleton variant={variant} />;
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined">
        <EmptyState
          title={t(`${texts}.show.notFound`)}
          text={message || t(`${texts}.show.notFoundText`)}
          action={
            <Button component={RouterLink} to={listTo} variant="contained">
              {t(`${texts}.show.backToList`)}
            </Button>
          }
        />
      </Paper>
    </>
  );
}

/**
 * The one record loader of the show and edit pages: the record of the route's `:id`, given to
 * `children` once loaded; until then what RecordLoadState shows.
 */
export function ResourceRecord<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  variant,
  children,
}: {
  resource: Resource<Row, Values>;
  variant: RecordLoadStateProps['variant'];
  children: (record: Row, id: string) => ReactNode;
}) {
  const { id = '' } = useParams();
  const { record, message, query } = resource.useRecord(id);
  const listTo = resource.usePlace().routes.list;
  if (!record) {
    return (
      <RecordLoadState
        resource={resource.key}
        listTo={listTo}
        query={query}
        message={message}
        variant={variant}
      />
    );
  }
  return (
    <Suspense fallback={<RecordSkeleton variant={variant} />}>{children(record, id)}</Suspense>
  );
}
