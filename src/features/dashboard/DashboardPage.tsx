import { Alert, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { GetMeDocument } from '../../graphql/generated';
import { graphQLErrorMessage } from '../../lib/errors';

/** The signed-in home. For now it greets the user; the net-worth overview comes in a later issue. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(GetMeDocument);
  const name = data?.getMe.user?.fullname;

  return (
    <>
      <PageHeader
        title={
          loading ? (
            <Skeleton width={280} />
          ) : name ? (
            t('dashboard.greeting', { name })
          ) : (
            t('dashboard.title')
          )
        }
        subtitle={t('dashboard.subtitle')}
      />
      {error && <Alert severity="error">{graphQLErrorMessage(error)}</Alert>}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="textSecondary">{t('dashboard.comingSoon')}</Typography>
      </Paper>
    </>
  );
}
