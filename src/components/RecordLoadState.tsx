import { Button, Paper, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphQLErrorMessage } from '../lib/errors';
import { useLedgerArea } from '../lib/ledgerArea';
import { paths } from '../lib/paths';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';
import { QueryErrorAlert } from './QueryErrorAlert';

export type RecordLoadStateProps = {
  /**
   * The resource: its texts are `<resource>.show.{title,notFound,notFoundText,backToList}`, an
   * administration resource's `resources.<resource>.show.*`.
   */
  resource: 'transactions' | 'assets' | keyof typeof paths.admin;
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** The server's "not found" message, if it gave one. */
  message?: string | null;
  /** The skeleton while loading: form fields or detail rows. */
  variant: 'form' | 'details';
};

/** What a show or edit page shows before it has its record: loading, an error, or "not found". */
export function RecordLoadState({ resource, query, message, variant }: RecordLoadStateProps) {
  const { t } = useTranslation();
  const area = useLedgerArea();
  const ledger = resource === 'transactions' || resource === 'assets';
  const texts = ledger ? resource : `resources.${resource}`;
  const listTo = ledger ? area[resource].list : paths.admin[resource].list;
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
  if (query.loading) {
    return (
      <>
        <PageHeader title={<Skeleton width={260} />} />
        <Paper
          variant="outlined"
          aria-busy="true"
          aria-label={t('list.loading')}
          sx={{ p: 3, maxWidth: variant === 'form' ? 720 : undefined }}
        >
          <Stack spacing={variant === 'form' ? 2 : 1}>
            {Array.from({ length: variant === 'form' ? 4 : 6 }, (_, i) => (
              <Skeleton
                key={i}
                variant={variant === 'form' ? 'rounded' : 'text'}
                height={variant === 'form' ? 56 : 28}
                width={variant === 'form' ? '100%' : `${70 - i * 6}%`}
              />
            ))}
          </Stack>
        </Paper>
      </>
    );
  }
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
