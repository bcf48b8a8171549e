// An asset's show page: its value and balance, details, a real asset's valuations, the balance
// over time and the transactions. Loaded with the show page only.
import { Link, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountClass, PriceState } from '../../graphql/types';
import { formatDateTime } from '../../lib/dates';
import { formatMoney, type CurrencyInfo } from '../../lib/format';
import { formatRelativeTime } from '../../lib/relativeTime';
import type { ResourceShow, ResourceDetails } from '../../resource/resource';
import { AccountClassChip } from '../AccountClassChip';
import { BalanceHistoryCard } from '../BalanceHistoryCard';
import { useAccountPicker } from '../pickers';
import { useLedgerArea } from '../ledgerArea';
import { RecordTransactions } from '../TransactionsSection';
import { BaseValue, FigureValue, NoPrice, noPriceReason } from '../BaseValue';
import { OwnPriceButton, priceHolding } from '../OwnPriceButton';
import { assetUnit, useAssetFormat } from './assetFormat';
import { SecuredDebts } from '../accounts/SecuredDebts';
import { ValuationsCard } from './ValuationsCard';
import { Figure, FigureText } from '../../components/Figure';
import { PerformanceFigures } from '../trades/PerformanceFigures';
import type { Asset } from './assetFormat';

/** The asset's own currency, when it is held in the account's. */
function useAssetCurrency(asset: Asset): CurrencyInfo {
  const account = useAccountPicker().byId.get(asset.account_id);
  return assetUnit(asset, account)
    ? { ticker: account?.instrument?.ticker, decimals: account?.instrument?.decimals }
    : {};
}

/**
 * Its value in the owner's currency with the age of the price (or valuation) it rests on, and its
 * balance; a real asset's current value in its currency first.
 */
function useAssetDetails(asset: Asset): ResourceDetails {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const routes = useLedgerArea().accounts;
  const accounts = useAccountPicker();
  const format = useAssetFormat(accounts.byId);
  const currency = useAssetCurrency(asset);
  const account = accounts.byId.get(asset.account_id);
  const real = asset.asset_class === AccountClass.Real;
  const field = (name: string) => t(`resources.assets.fields.${name}`);
  const age = formatRelativeTime(asset.valued_at, locale);
  const status = asset.price_status;
  const own = status?.state === PriceState.Own;
  const holding = priceHolding(asset);
  const ageNote = age && (
    <Tooltip title={formatDateTime(asset.valued_at, locale)}>
      <span>
        {t(real ? 'prices.valuationFrom' : own ? 'prices.own.priceFrom' : 'prices.priceFrom', {
          age,
        })}
      </span>
    </Tooltip>
  );
  // without a price: why; with the person's own: theirs to change
  const priceNote =
    asset.value === null ? (
      noPriceReason(t, status, locale)
    ) : own && holding ? (
      <>
        {ageNote}
        <OwnPriceButton holding={holding} label={t('prices.own.change')} sx={{ ml: 1 }} />
      </>
    ) : (
      ageNote
    );
  const valueFigure = (
    <FigureValue
      value={asset.value}
      currency={asset.base_currency}
      status={status}
      holding={holding}
    />
  );

  // a security's or a coin's cost and gains ('getAsset' asks for them; a list's row has none)
  const performance = asset.performance;
  return {
    summary: (
      <Stack direction="row" sx={{ columnGap: 6, rowGap: 2, flexWrap: 'wrap', mb: 3 }}>
        {real ? (
          <>
            <Figure label={field('currentValue')} note={ageNote}>
              <FigureText>{formatMoney(asset.balance, currency, locale)}</FigureText>
            </Figure>
            {currency.ticker !== asset.base_currency && (
              <Figure label={field('value')} note={asset.value === null && priceNote}>
                {valueFigure}
              </Figure>
            )}
          </>
        ) : (
          <>
            <Figure label={field('value')} note={priceNote}>
              {valueFigure}
            </Figure>
            <Figure label={field('balance')}>
              <FigureText>{format.balance(asset)}</FigureText>
            </Figure>
            {performance && <PerformanceFigures performance={performance} />}
          </>
        )}
      </Stack>
    ),
    fields: [
      { label: field('name'), value: asset.name },
      { label: field('class'), value: t(`accountClass.${asset.asset_class}`) },
      {
        label: field('account'),
        value: (
          <Link component={RouterLink} to={routes.show(asset.account_id)}>
            {account?.name ?? t('resources.assets.show.openAccount')}
          </Link>
        ),
      },
      ...(real
        ? []
        : [
            {
              label: field('unitPrice'),
              value:
                asset.unit_price == null ? (
                  <NoPrice status={status} />
                ) : (
                  <BaseValue
                    value={asset.unit_price}
                    currency={asset.base_currency}
                    price
                    variant="body1"
                  />
                ),
            },
          ]),
      { label: field('description'), value: asset.description },
      {
        label: field('status'),
        value: asset.status
          ? t('resources.assets.status.active')
          : t('resources.assets.status.inactive'),
      },
      { label: field('created'), value: formatDateTime(asset.created_at, locale) },
      { label: field('updated'), value: formatDateTime(asset.updated_at, locale) },
    ],
  };
}

/**
 * A real asset's valuations and the debts secured on it (its equity), the balance over time, and
 * any other asset's transactions.
 */
function AssetExtra({ record: asset }: { record: Asset }) {
  const currency = useAssetCurrency(asset);
  const real = asset.asset_class === AccountClass.Real;
  return (
    <>
      {real && <ValuationsCard asset_id={asset.id} currency={currency} />}
      {real && (
        <SecuredDebts
          accountId={asset.account_id}
          value={asset.value}
          currency={asset.base_currency}
        />
      )}
      <BalanceHistoryCard scope={{ asset_id: asset.id }} currency={currency} />
      {!real && <RecordTransactions account_id={asset.account_id} asset_id={asset.id} />}
    </>
  );
}

export const assetShow: ResourceShow<Asset> = {
  subtitle: (asset) => <AccountClassChip accountClass={asset.asset_class} />,
  useDetails: useAssetDetails,
  Extra: AssetExtra,
};
