// What a person holds, as a resource: the Assets page. Each currency, coin or security once, its
// assets in every account added up, and each real asset on its own; the most valuable first, with
// its share of everything owned. Holdings are read, never written (no form): "Add asset" makes an
// asset, and a holding's page lists the assets it adds up, each with its own page.
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GetHoldingDocument, GetHoldingsDocument } from './Holdings.generated';
import { formatShare } from '../../lib/decimal';
import { paths } from '../../lib/paths';
import { listQuery, type ListView, recordQuery, type Resource } from '../../resource/resource';
import { BaseValue, CardValue } from '../BaseValue';
import { ledgerQueries } from '../cache';
import { priceHolding } from '../OwnPriceButton';
import { HoldingClasses, holdingQuantity, type Holding } from './holdingFormat';

/** Key under which the card/table choice of the Assets page is remembered. */
const HOLDINGS_VIEW_KEY = 'holdings-view';

const place = { routes: paths.holdings };

function useHoldingView(): ListView<Holding> {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const field = (name: string) => t(`resources.holdings.fields.${name}`);
    const value = (row: Holding) => (
      <BaseValue
        value={row.value}
        currency={row.base_currency}
        status={row.price_status}
        holding={priceHolding(row)}
      />
    );
    const share = (row: Holding) => (row.percent === null ? '' : formatShare(row.percent, locale));
    return {
      columns: [
        { field: 'name', headerName: field('name'), flex: 1, minWidth: 180 },
        {
          field: 'asset_classes',
          headerName: field('class'),
          sortable: false,
          filterable: false,
          width: 170,
          hideWhenNarrow: 3,
          renderCell: ({ row }) => (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              <HoldingClasses holding={row} />
            </Box>
          ),
        },
        {
          field: 'quantity',
          headerName: field('quantity'),
          type: 'number',
          // (quantities of different things do not compare)
          sortable: false,
          flex: 0.7,
          minWidth: 160,
          renderCell: ({ row }) => holdingQuantity(row, locale),
        },
        {
          field: 'value',
          headerName: field('value'),
          type: 'number',
          flex: 0.6,
          minWidth: 140,
          renderCell: ({ row }) => value(row),
        },
        {
          field: 'percent',
          headerName: field('share'),
          type: 'number',
          sortable: false,
          filterable: false,
          width: 110,
          hideWhenNarrow: 2,
          renderCell: ({ row }) => share(row),
        },
        {
          field: 'assets',
          headerName: field('heldIn'),
          type: 'number',
          width: 130,
          hideWhenNarrow: 1,
          renderCell: ({ row }) => t('resources.holdings.accounts', { count: row.assets }),
        },
      ],
      card: (row) => ({
        subtitle: <HoldingClasses holding={row} />,
        body: (
          <CardValue
            value={row.value}
            currency={row.base_currency}
            status={row.price_status}
            note={
              row.percent === null
                ? holdingQuantity(row, locale)
                : `${holdingQuantity(row, locale)} · ${share(row)}`
            }
          />
        ),
      }),
    };
  }, [t, locale]);
}

/** The Assets page: what the person holds, by value, searchable, card/table view (remembered). */
export const holdingsResource: Resource<Holding, Record<string, never>> = {
  key: 'holdings',
  usePlace: () => place,
  id: (holding) => holding.id,
  name: (holding) => holding.name,
  queries: { list: 'getHoldings', record: 'getHolding', also: ledgerQueries },
  list: {
    useList: listQuery(GetHoldingsDocument, (data) => data.getHoldings, {
      fetchPolicy: 'cache-and-network',
    }),
    useView: useHoldingView,
    searchFields: ['name'],
    sort: [{ field: 'value', order: 'desc' }],
    storageKey: HOLDINGS_VIEW_KEY,
  },
  useRecord: recordQuery(GetHoldingDocument, ({ getHolding }) => ({
    record: getHolding.holding,
    message: getHolding.message,
  })),
  show: () => import('./holdingShow').then((m) => m.holdingShow),
};
