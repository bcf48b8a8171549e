// Validation of the transaction forms: the same rules as the API. Messages are translation keys
// (public/locales/*/common.json); a rule without its own message says "Field is not valid."
// (lib/validation). Amounts and fees stay decimal strings: they are never parsed into floats.
import * as yup from 'yup';
import { amount, date, decimal, description, fee, transactionType } from '../transactionRules';

export { isRealDate, transactionTypes } from '../transactionRules';
import { optionalName, todayIso } from '../../lib/validation';

export { DESCRIPTION_MAX } from '../../lib/validation';

/** A transfer needs a destination account other than the one the amount leaves. */
const destination = yup
  .string()
  .default('')
  .when('transaction_type', {
    is: 'transfer',
    then: (schema) =>
      schema
        .required('resources.transactions.validation.destinationRequired')
        .notOneOf([yup.ref('account_id')], 'resources.transactions.validation.destinationSame'),
  });

/** The currency (instrument id) an account is held in, when it is known. */
export type CurrencyOf = (accountId: string) => string | null | undefined;

type TransferValues = {
  transaction_type: string;
  account_id: string;
  destination_account_id: string;
};

/**
 * A transfer into an account held in another currency: the amount the destination receives must
 * be given (the rate follows from both amounts). Unknown currencies (still loading) do not count.
 */
export function needsDestinationAmount(values: TransferValues, currencyOf?: CurrencyOf): boolean {
  if (!currencyOf || values.transaction_type !== 'transfer' || !values.destination_account_id) {
    return false;
  }
  const from = currencyOf(values.account_id);
  const to = currencyOf(values.destination_account_id);
  return Boolean(from && to && from !== to);
}

/** The amount received: required (and above 0) only for a transfer between currencies. */
const destinationAmount = (currencyOf?: CurrencyOf) =>
  yup
    .string()
    .default('')
    .when(
      ['transaction_type', 'account_id', 'destination_account_id'],
      ([transaction_type, account_id, destination_account_id], schema) =>
        needsDestinationAmount(
          {
            transaction_type: String(transaction_type ?? ''),
            account_id: String(account_id ?? ''),
            destination_account_id: String(destination_account_id ?? ''),
          },
          currencyOf,
        )
          ? decimal('resources.transactions.validation.destinationAmountRequired').test(
              'positive',
              'resources.transactions.validation.amountPositive',
              (v) => !v || /[1-9]/u.test(v),
            )
          : schema,
    );

const shapeFor = (currencyOf?: CurrencyOf) => ({
  // read-only on the edit form (a transaction stays in its account); checked against the destination
  account_id: yup.string().required('resources.transactions.validation.accountRequired'),
  transaction_type: transactionType,
  destination_account_id: destination,
  destination_amount: destinationAmount(currencyOf),
  amount,
  fee,
  description,
  payee: optionalName(),
  date,
  category_id: yup.string().default(''),
});

/** The create form's rules; with `currencyOf`, a transfer between currencies needs the amount received. */
export const transactionCreateSchemaFor = (currencyOf?: CurrencyOf) =>
  yup.object({ ...shapeFor(currencyOf), asset_id: yup.string().default('') });
export const transactionCreateSchema = transactionCreateSchemaFor();
export type TransactionCreateValues = yup.InferType<typeof transactionCreateSchema>;

export const transactionEditSchemaFor = (currencyOf?: CurrencyOf) =>
  yup.object(shapeFor(currencyOf));
export const transactionEditSchema = transactionEditSchemaFor();
export type TransactionEditValues = yup.InferType<typeof transactionEditSchema>;

/** A new transaction: fee 0 and today's date (in the user's own time zone). */
export function newTransactionValues(
  preset: Partial<TransactionCreateValues> = {},
  now = new Date(),
): TransactionCreateValues {
  return {
    account_id: '',
    asset_id: '',
    transaction_type: 'debit',
    destination_account_id: '',
    destination_amount: '',
    amount: '',
    fee: '0',
    description: '',
    payee: '',
    date: todayIso(now),
    category_id: '',
    ...preset,
  };
}

/**
 * The values as the API takes them: trimmed, empty optional ids left out; the amount received
 * only for a transfer between currencies (`currencyOf` tells the accounts' currencies).
 */
export function toTransactionVariables(values: TransactionEditValues, currencyOf?: CurrencyOf) {
  const transfer = values.transaction_type === 'transfer';
  return {
    destination_amount: needsDestinationAmount(values, currencyOf)
      ? values.destination_amount.trim()
      : undefined,
    transaction_type: values.transaction_type,
    amount: values.amount.trim(),
    fee: values.fee.trim(),
    description: values.description.trim(),
    payee: values.payee.trim() || null,
    date: values.date.trim(),
    category_id: values.category_id || null,
    destination_account_id: transfer ? values.destination_account_id || null : null,
  };
}
