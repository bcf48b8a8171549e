// Buying and selling a holding, and the income it earns, as forms of the transactions resource:
// TradeDialog shows them from an account's holdings (ResourceCreateForm's `form`), and a trade's
// edit page shows the trade form (transactionForm hands a trade to it). Loaded with them only.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Grid, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../components/form/FormDateField';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import type { HeldInstrumentFieldsFragment } from '../Instruments.generated';
import { GetAccountHoldingsDocument } from '../accounts/AccountHoldings.generated';
import { RecordTradeDocument, UpdateTradeDocument } from './Trades.generated';
import { CreateTransactionDocument } from '../transactions/Transactions.generated';
import { multiplyDecimals, sumDecimals, negateDecimal } from '../../lib/decimal';
import { assertSuccess } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import type { FormMode, ResourceForm, ResourceFormModel } from '../../resource/resource';
import { InstrumentSearchField } from '../InstrumentSearchField';
import { holdsSecurities, useInstrumentOptions } from '../instrumentOptions';
import { useAccountPicker } from '../pickers';
import type { TransactionRow } from '../transactions/useAmounts';
import {
  incomeKinds,
  incomeSchema,
  newIncome,
  newTrade,
  tradeSchema,
  type IncomeValues,
  type TradeValues,
} from './tradeSchema';

/** The account of the form and what it holds besides its cash (its holdings, for a sell or income). */
function useAccountHoldings(accountId: string) {
  const account = useAccountPicker().byId.get(accountId);
  const { data } = useQuery(GetAccountHoldingsDocument, {
    variables: { account_id: accountId },
    skip: !accountId,
  });
  const holdings = useMemo(
    () =>
      (data?.getAssets.nodes ?? []).filter(
        (holding) => holding.instrument_id !== account?.instrument_id,
      ),
    [data, account],
  );
  // "Ether · 2.00 ETH": what a sell or income is picked from
  const { i18n } = useTranslation();
  const holdingOptions = useMemo(
    () =>
      holdings.map((h) => ({
        value: h.id,
        label: `${h.name} · ${formatMoney(h.balance, h.instrument ?? {}, i18n.language)}`,
      })),
    [holdings, i18n.language],
  );
  return { account, holdings, holdingOptions, cash: account?.instrument ?? undefined };
}

/** The day it happened and an optional description: the last fields of both forms. */
function DayAndDescription() {
  const { t } = useTranslation();
  const field = (name: string) => t(`resources.trades.fields.${name}`);
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField name="date" label={field('date')} required />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="description"
          label={field('description')}
          helperText={t('form.optional')}
        />
      </Grid>
    </>
  );
}

function TradeFields({ mode }: { mode: FormMode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { values, setFieldValue } = useFormikContext<TradeValues>();
  const { account, holdings, holdingOptions, cash } = useAccountHoldings(values.account_id);
  const securities = holdsSecurities(account?.account_class);
  const buying = values.side === 'buy';
  const coins = useInstrumentOptions(account?.account_class, {
    valueBy: 'id',
    skip: !account || securities || mode === 'edit',
  });
  const [added, setAdded] = useState<HeldInstrumentFieldsFragment>();
  const held = holdings.find((h) =>
    buying ? h.instrument_id === values.instrument_id : h.id === values.asset_id,
  );
  const instrument =
    held?.instrument ??
    (added?.id === values.instrument_id ? added : coins.byId.get(values.instrument_id));
  const field = (name: string) => t(`resources.trades.fields.${name}`);
  const money = (value: string) => formatMoney(value, cash ?? {}, locale);

  const gross = multiplyDecimals(values.quantity || '0', values.price || '0');
  const total =
    gross && values.quantity && values.price
      ? sumDecimals([gross, buying ? values.fee || '0' : negateDecimal(values.fee || '0')])
      : null;
  return (
    <Grid container spacing={2}>
      {mode === 'create' && (
        <Grid size={12}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={values.side}
            aria-label={field('side')}
            onChange={(_event, side: TradeValues['side'] | null) => {
              if (side) void setFieldValue('side', side);
            }}
          >
            <ToggleButton value="buy">{t('resources.trades.buy')}</ToggleButton>
            <ToggleButton value="sell" disabled={holdings.length === 0}>
              {t('resources.trades.sell')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Grid>
      )}
      {mode === 'create' && (
        <Grid size={12}>
          {/* which picker follows from the account: none until it is known (a picker swapped
              under the person's hands would lose what they typed) */}
          {!account ? (
            <Skeleton variant="rounded" height={56} />
          ) : !buying ? (
            <FormSelectField
              name="asset_id"
              label={field('holding')}
              required
              options={holdingOptions}
            />
          ) : securities ? (
            <InstrumentSearchField
              name="instrument_id"
              label={field('instrument')}
              accountClass={account.account_class}
              onAdded={setAdded}
              required
            />
          ) : (
            <FormSelectField
              name="instrument_id"
              label={field('instrument')}
              required
              searchable
              options={coins.options.filter((o) => o.value !== account?.instrument_id)}
            />
          )}
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDecimalField
          name="quantity"
          label={field('quantity')}
          unit={instrument?.ticker}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDecimalField
          name="price"
          label={field('price')}
          unit={cash?.ticker}
          helperText={t('resources.trades.help.price')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDecimalField name="fee" label={field('fee')} unit={cash?.ticker} />
      </Grid>
      <DayAndDescription />
      <Grid size={12}>
        <Typography variant="body2" role="status" data-testid="trade-total">
          {total !== null &&
            t(buying ? 'resources.trades.totalPaid' : 'resources.trades.totalReceived', {
              amount: money(total),
            })}
        </Typography>
      </Grid>
    </Grid>
  );
}

const tradeValuesOf = (transaction: TransactionRow): TradeValues =>
  newTrade({
    account_id: transaction.account_id,
    side: transaction.trade!.side,
    quantity: transaction.trade!.quantity,
    price: transaction.trade!.price,
    fee: transaction.trade!.fee,
    date: transaction.date,
    description: transaction.description,
  });

export function useTradeModel(
  _mode: FormMode,
  transaction?: TransactionRow,
): ResourceFormModel<TransactionRow, TradeValues> {
  const client = useApolloClient();
  const common = (values: TradeValues) => ({
    quantity: values.quantity.trim(),
    price: values.price.trim(),
    fee: values.fee.trim() || '0',
    date: values.date,
    description: values.description.trim() || null,
  });
  return {
    schema: tradeSchema,
    initialValues: transaction?.trade ? tradeValuesOf(transaction) : newTrade(),
    create: async (values) => {
      const buying = values.side === 'buy';
      const { data } = await client.mutate({
        mutation: RecordTradeDocument,
        variables: {
          ...common(values),
          account_id: values.account_id,
          side: values.side,
          asset_id: buying ? null : values.asset_id,
          instrument_id: buying ? values.instrument_id : null,
        },
      });
      return { record: assertSuccess(data?.recordTrade).transaction };
    },
    update: async (values) => {
      const { data } = await client.mutate({
        mutation: UpdateTradeDocument,
        variables: { id: transaction!.id, ...common(values) },
      });
      assertSuccess(data?.updateTrade);
    },
  };
}

export const tradeForm: ResourceForm<TransactionRow, TradeValues> = {
  Fields: TradeFields,
  useModel: useTradeModel,
};

function IncomeFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<IncomeValues>();
  const { account, holdings, holdingOptions, cash } = useAccountHoldings(values.account_id);
  const holding = holdings.find((h) => h.id === values.holding_id);
  const field = (name: string) => t(`resources.trades.fields.${name}`);
  // a staking reward comes in kind (the coin), the others in the account's cash
  const kinds = incomeKinds.filter(
    (kind) => kind !== 'staking' || account?.account_class === 'crypto',
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="holding_id"
          label={field('holding')}
          required
          options={holdingOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="kind"
          label={field('kind')}
          options={kinds.map((kind) => ({
            value: kind,
            label: t(`resources.trades.income.kinds.${kind}`),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDecimalField
          name="amount"
          label={field('amount')}
          unit={values.kind === 'staking' ? holding?.instrument?.ticker : cash?.ticker}
          required
        />
      </Grid>
      <DayAndDescription />
    </Grid>
  );
}

/** Income is a credit linked to the holding: into the cash, or (staking) into the holding. */
function useIncomeModel(): ResourceFormModel<TransactionRow, IncomeValues> {
  const client = useApolloClient();
  const { t } = useTranslation();
  return {
    schema: incomeSchema,
    initialValues: newIncome(),
    create: async (values) => {
      const { data } = await client.mutate({
        mutation: CreateTransactionDocument,
        variables: {
          account_id: values.account_id,
          asset_id: values.kind === 'staking' ? values.holding_id : null,
          holding_id: values.holding_id,
          transaction_type: 'credit',
          amount: values.amount.trim(),
          fee: '0',
          date: values.date,
          description:
            values.description.trim() || t(`resources.trades.income.kinds.${values.kind}`),
        },
      });
      return { record: assertSuccess(data?.createTransaction).transaction };
    },
  };
}

export const incomeForm: ResourceForm<TransactionRow, IncomeValues> = {
  Fields: IncomeFields,
  useModel: useIncomeModel,
};
