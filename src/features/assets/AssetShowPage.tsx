import { useQuery } from '@apollo/client/react';
import { Box, Chip, Link, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { BalanceHistoryCard } from '../../components/BalanceHistoryCard';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { RecordLoadState } from '../../components/RecordLoadState';
import { ShowPageActions } from '../../components/ShowPageActions';
import { RecordTransactions } from '../../components/TransactionsSection';
import { NoPrice, UsdValue } from '../../components/UsdValue';
import { AccountClass, GetAssetDocument } from '../../graphql/generated';
import { formatMoney, type CurrencyInfo } from '../../lib/amounts';
import { formatDateTime } from '../../lib/dates';
import { useAccountPicker } from '../../lib/ledger';
import { useLedgerArea } from '../../lib/ledgerArea';
import { formatRelativeTime } from '../../lib/relativeTime';
import { assetUnit, useAssetFormat } from './assetFormat';
import { useDeleteAsset } from './useDeleteAsset';
import { ValuationsCard } from './ValuationsCard';

const figureSx = {
  fontSize: { xs: '1.6rem', sm: '2.125rem' },
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
} as const;

function Figure({
  label,
  children,
  note,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div>
      <Typography variant="overline" color="textSecondary" component="p">
        {label}
      </Typography>
      {children}
      {note && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </div>
  );
}

/**
 * One asset: its value in US dollars with the age of the price (or valuation) it rests on, its
 * balance, an info card and its balance over time; a real asset's valuations, any other asset's
 * transactions.
 */
export function AssetShowPage() {
  const { t, i18n } = useTranslation();
  // the links stay inside the area the page is shown in (/crypto/show/:id, …)
  const paths = useLedgerArea();
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
  const real = asset.asset_class === AccountClass.Real;
  // the asset's own currency, when it is held in the account's
  const currency: CurrencyInfo = assetUnit(asset, account)
    ? { ticker: account?.instrument?.ticker, decimals: account?.instrument?.decimals }
    : {};
  const age = formatRelativeTime(asset.valued_at, locale);
  const ageNote = age && (
    <Tooltip title={formatDateTime(asset.valued_at, locale)}>
      <span>{t(real ? 'prices.valuationFrom' : 'prices.priceFrom', { age })}</span>
    </Tooltip>
  );

  const usdFigure =
    asset.value === null ? (
      <Box sx={{ py: 0.75 }}>
        <NoPrice size="medium" />
      </Box>
    ) : (
      <UsdValue value={asset.value} variant="h4" component="p" sx={figureSx} />
    );

  return (
    <>
      <PageHeader
        title={asset.name}
        subtitle={
          <Chip
            component="span"
            size="small"
            variant="outlined"
            label={t(`accountClass.${asset.asset_class}`)}
          />
        }
        actions={
          <ShowPageActions editTo={paths.assets.edit(asset.id)} onDelete={() => ask(asset)} />
        }
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ columnGap: 6, rowGap: 2, flexWrap: 'wrap', mb: 3 }}>
            {real ? (
              <>
                <Figure label={t('assets.fields.currentValue')} note={ageNote}>
                  <Typography variant="h4" component="p" sx={figureSx}>
                    {formatMoney(asset.balance, currency, locale)}
                  </Typography>
                </Figure>
                {currency.ticker !== 'USD' && (
                  <Figure label={t('assets.fields.value')}>{usdFigure}</Figure>
                )}
              </>
            ) : (
              <>
                <Figure label={t('assets.fields.value')} note={asset.value !== null && ageNote}>
                  {usdFigure}
                </Figure>
                <Figure label={t('assets.fields.balance')}>
                  <Typography variant="h4" component="p" sx={figureSx}>
                    {format.balance(asset)}
                  </Typography>
                </Figure>
              </>
            )}
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
              ...(real
                ? []
                : [
                    {
                      label: t('assets.fields.unitPrice'),
                      value:
                        asset.unit_price === null ? (
                          <NoPrice />
                        ) : (
                          <UsdValue value={asset.unit_price} variant="body1" />
                        ),
                    },
                  ]),
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
        {real && <ValuationsCard asset_id={asset.id} currency={currency} />}
        <BalanceHistoryCard scope={{ asset_id: asset.id }} currency={currency} />
        {!real && <RecordTransactions account_id={asset.account_id} asset_id={asset.id} />}
      </Stack>
      {dialog}
    </>
  );
}
