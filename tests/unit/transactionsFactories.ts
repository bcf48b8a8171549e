// Test data for the transaction and asset screens: transactions, assets, categories and the API
// answers that carry them. Accounts come from accountFactories.
import type { MockedResponse } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import {
  GetCashFlowDocument,
  type CashFlowGroupFieldsFragment,
} from '../../src/graphql/CashFlow.generated';
import type {
  AssetFieldsFragment,
  CategoryFieldsFragment,
  TransactionFieldsFragment,
} from '../../src/graphql/fragments.generated';
import type { PriceStatusFieldsFragment } from '../../src/ledger/OwnPrices.generated';
import { GetTransactionsDocument } from '../../src/ledger/transactions/Transactions.generated';
import type { TestAccount } from './accountFactories';

let next = 1;
const uuid = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

export type TestTransaction = TransactionFieldsFragment & { __typename: 'Transaction' };
/** An asset as getAsset answers it: its fields, the price its value rests on, when it was quoted
 * and where it comes from (null: a holding in USD, or one with a market price). */
export type TestAsset = AssetFieldsFragment & {
  __typename: 'Asset';
  unit_price: string | null;
  valued_at: string | null;
  price_status: (PriceStatusFieldsFragment & { __typename?: 'PriceStatus' }) | null;
};

export function makeTransaction(
  account: TestAccount,
  overrides: Partial<TransactionFieldsFragment> = {},
): TestTransaction {
  const n = next++;
  return {
    __typename: 'Transaction',
    id: uuid(n),
    account_id: account.id,
    asset_id: null,
    instrument_id: account.instrument_id,
    category_id: null,
    destination_account_id: null,
    destination_amount: null,
    transaction_type: 'debit',
    amount: '10',
    fee: '0',
    description: `Transaction ${n}`,
    payee: null,
    date: '2026-11-20',
    meta: null,
    holding_id: null,
    trade: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    account: {
      __typename: 'TransactionAccount',
      id: account.id,
      name: account.name,
      account_class: account.account_class,
    },
    instrument: account.instrument
      ? {
          __typename: 'TransactionInstrument',
          id: account.instrument.id,
          ticker: account.instrument.ticker,
          decimals: account.instrument.decimals,
        }
      : null,
    category: null,
    base_value: null,
    base_currency: 'USD',
    ...overrides,
  } as TestTransaction;
}

export function makeAsset(
  account: TestAccount,
  overrides: Partial<Omit<TestAsset, '__typename'>> = {},
): TestAsset {
  const n = next++;
  return {
    __typename: 'Asset',
    id: uuid(n),
    name: `Asset ${n}`,
    account_id: account.id,
    instrument_id: account.instrument_id,
    instrument: account.instrument && {
      __typename: 'AccountInstrument',
      id: account.instrument.id,
      ticker: account.instrument.ticker,
      decimals: account.instrument.decimals,
    },
    venue_id: null,
    balance: '1',
    value: '100',
    unit_price: '100',
    // value and unit_price in the owner's currency
    base_currency: 'USD',
    valued_at: '2026-11-01T10:00:00.000Z',
    price_status: null,
    breakdown: null,
    description: null,
    asset_class: account.account_class,
    status: true,
    meta: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } as TestAsset;
}

type SpiedMock = MockedResponse & { result: ReturnType<typeof vi.fn> };

/** A mock answering `query` with `data` for exactly these variables, as often as asked. */
export function spiedMock(
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  data: Record<string, unknown>,
): SpiedMock {
  const result = vi.fn(() => ({ data }));
  return { request: { query, variables }, result, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** The categories the category picker offers (the schema mock's `data.categories`). */
export function makeCategories(
  names: string[] = ['Groceries', 'Salary'],
): (CategoryFieldsFragment & { __typename: 'Category' })[] {
  return names.map((category, i) => ({
    __typename: 'Category',
    id: uuid(5000 + i),
    category,
    key: null,
    created_at: '2026-01-01T00:00:00.000Z',
  }));
}

/** getTransactions answering `nodes` (of `count`) for exactly these variables. */
export function transactionsMock(
  variables: Record<string, unknown>,
  nodes: TestTransaction[],
  count = nodes.length,
): SpiedMock {
  return spiedMock(GetTransactionsDocument, variables, {
    getTransactions: {
      __typename: 'TransactionList',
      success: true,
      message: null,
      errors: null,
      count,
      cursor: { __typename: 'Cursor', limit: 10, page: 1, total: count },
      nodes,
    },
  });
}

/** A group of getCashFlow's answer: nothing in or out unless given. */
export function makeCashFlowGroup(
  overrides: Partial<CashFlowGroupFieldsFragment> = {},
): CashFlowGroupFieldsFragment & { __typename: 'CashFlowGroup' } {
  return {
    __typename: 'CashFlowGroup',
    key: null,
    category: null,
    money_in: '0',
    money_out: '0',
    net: '0',
    count: 0,
    unpriced: 0,
    ...overrides,
  };
}

/** getCashFlow answering `total` and `groups` in `currency` for exactly these variables. */
export function cashFlowMock(
  variables: Record<string, unknown>,
  total: Partial<CashFlowGroupFieldsFragment>,
  groups: Partial<CashFlowGroupFieldsFragment>[] = [],
  currency = 'USD',
): SpiedMock {
  return spiedMock(GetCashFlowDocument, variables, {
    getCashFlow: {
      __typename: 'CashFlow',
      success: true,
      message: null,
      errors: null,
      currency,
      total: makeCashFlowGroup(total),
      groups: groups.map(makeCashFlowGroup),
    },
  });
}
