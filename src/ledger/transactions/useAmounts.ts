// How a transaction's amounts read, shared by the transaction list and the show page.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionFieldsFragment } from '../../graphql/fragments.generated';
import { negateDecimal, sumDecimals } from '../../lib/decimal';
import { formatCurrency, formatMoney, type CurrencyInfo } from '../../lib/format';
import { useAccountPicker } from '../pickers';

export type TransactionRow = TransactionFieldsFragment;

/**
 * How a transaction's amounts read: in what it moved (the asset's instrument, as an account may
 * hold several, else the account's currency). On an account's own list a transfer into it is
 * money coming in: what the account received, in its own currency.
 */
export function useAmounts(ownAccountId?: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const accounts = useAccountPicker();
  return useMemo(() => {
    const incoming = (row: TransactionRow) =>
      !!ownAccountId && row.destination_account_id === ownAccountId;
    const currencyOf = (row: TransactionRow): CurrencyInfo =>
      row.instrument ?? accounts.byId.get(row.account_id)?.instrument ?? {};
    /** What the amount shown is in: a trade's cash, a transfer in's received currency, else its own. */
    const shownIn = (row: TransactionRow): CurrencyInfo =>
      (row.trade
        ? accounts.byId.get(row.account_id)?.instrument
        : incoming(row)
          ? accounts.byId.get(row.destination_account_id!)?.instrument
          : undefined) ?? currencyOf(row);
    const money = (row: TransactionRow, value: string) =>
      formatMoney(value, currencyOf(row), locale);
    return {
      accounts,
      money,
      // a trade reads as what it did: bought or sold, for the cash it paid or received; a
      // transfer is money in or out on one account's list, and neither in a list of them all
      kindOf: (row: TransactionRow) =>
        row.trade?.side ??
        (incoming(row)
          ? 'credit'
          : ownAccountId && row.transaction_type === 'transfer'
            ? 'debit'
            : row.transaction_type),
      amountOf: (row: TransactionRow) =>
        row.trade
          ? formatMoney(
              // a buy's fee shows under it, as any transaction's; a sell's is off its proceeds
              row.trade.side === 'buy'
                ? row.trade.gross
                : (sumDecimals([row.trade.gross, negateDecimal(row.trade.fee)]) ?? row.trade.gross),
              accounts.byId.get(row.account_id)?.instrument ?? {},
              locale,
            )
          : incoming(row)
            ? formatMoney(row.destination_amount ?? row.amount, shownIn(row), locale)
            : money(row, row.amount),
      /**
       * The amount in the owner's currency at its day's prices, where it is shown in another:
       * "≈ $1,234.50"; null in the owner's currency, or without a price that day.
       */
      baseValueOf: (row: TransactionRow) =>
        row.base_value != null && shownIn(row).ticker !== row.base_currency
          ? `≈ ${formatCurrency(row.base_value, row.base_currency, locale)}`
          : null,
    };
  }, [accounts, ownAccountId, locale]);
}
