import { useQuery } from '@apollo/client/react';
import { Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { ShowPageActions } from '../../components/ShowPageActions';
import { RecordLoadState } from '../../components/RecordLoadState';
import { TransactionsSection } from '../../components/TransactionsSection';
import { GetAssetDocument } from '../../graphql/generated';
import { formatDateTime } from '../../lib/dates';
import { useAccountPicker } from '../../lib/ledger';
import { paths } from '../../lib/paths';
import { useAssetFormat } from './assetFormat';
import { useDeleteAsset } from './useDeleteAsset';

/** One asset: an info card (value, balance, account, …) and the asset's transactions. */
export function AssetShowPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useQuery(GetAssetDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const accounts = useAccountPicker();
  const format = useAssetFormat(accounts.byId);
  const { ask, dialog } = useDeleteAsset(async () => {
    await navigate(paths.assets.list, { replace: true });
  });

  const asset = query.data?.getAsset.asset;
  if (!asset) {
    return (
      <RecordLoadState
        resource="assets"
        query={query}
        message={query.data?.getAsset.message}
        variant="details"
      />
    );
  }

  const account = accounts.byId.get(asset.account_id);

  return (
    <>
      <PageHeader
        title={asset.name}
        subtitle={
          <Chip size="small" variant="outlined" label={t(`accountClass.${asset.asset_class}`)} />
        }
        actions={
          <ShowPageActions editTo={paths.assets.edit(asset.id)} onDelete={() => ask(asset)} />
        }
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ columnGap: 6, rowGap: 2, flexWrap: 'wrap', mb: 3 }}>
            {[
              { label: t('assets.fields.value'), figure: format.value(asset) },
              { label: t('assets.fields.balance'), figure: format.balance(asset) },
            ].map(({ label, figure }) => (
              <div key={label}>
                <Typography variant="overline" color="textSecondary" component="p">
                  {label}
                </Typography>
                <Typography
                  variant="h4"
                  component="p"
                  sx={{
                    fontSize: { xs: '1.6rem', sm: '2.125rem' },
                    fontVariantNumeric: 'tabular-nums',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {figure}
                </Typography>
              </div>
            ))}
          </Stack>
          <DetailList
            items={[
              { label: t('assets.fields.name'), value: asset.name },
              { label: t('assets.fields.class'), value: t(`accountClass.${asset.asset_class}`) },
              {
                label: t('assets.fields.account'),
                value: (
                  <Link component={RouterLink} to={paths.accounts.show(asset.account_id)}>
                    {account?.name ?? t('assets.show.openAccount')}
                  </Link>
                ),
              },
              { label: t('assets.fields.description'), value: asset.description },
              {
                label: t('assets.fields.status'),
                value: asset.status ? t('assets.status.active') : t('assets.status.inactive'),
              },
              {
                label: t('assets.fields.created'),
                value: formatDateTime(asset.created_at, locale),
              },
              {
                label: t('assets.fields.updated'),
                value: formatDateTime(asset.updated_at, locale),
              },
            ]}
          />
        </Paper>
        <TransactionsSection account_id={asset.account_id} asset_id={asset.id} />
      </Stack>
      {dialog}
    </>
  );
}
