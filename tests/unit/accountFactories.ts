// Test data for the account screens: accounts, currencies and the API answers that carry them.
import { vi } from 'vitest';
import type { MockedResponse } from '@apollo/client/testing';
import type { AccountFieldsFragment } from '../../src/graphql/fragments.generated';
import type { AccountClass } from '../../src/graphql/types';
import { GetNavInstrumentsDocument } from '../../src/ledger/Instruments.generated';
import { GetAccountHoldingsDocument } from '../../src/ledger/accounts/AccountHoldings.generated';
import {
  GetAccountDocument,
  GetAccountsDocument,
} from '../../src/ledger/accounts/Accounts.generated';

let next = 1;
const uuid = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

export const USD = {
  __typename: 'AccountInstrument' as const,
  id: uuid(9001),
  ticker: 'USD',
  name: 'US Dollar',
  decimals: 2,
};
export const BTC = {
  __typename: 'AccountInstrument' as const,
  id: uuid(9002),
  ticker: 'BTC',
  name: 'Bitcoin',
  decimals: 8,
};
export const ETH = {
  __typename: 'AccountInstrument' as const,
  id: uuid(9003),
  ticker: 'ETH',
  name: 'Ether',
  decimals: 18,
};
export const EUR = {
  __typename: 'AccountInstrument' as const,
  id: uuid(9004),
  ticker: 'EUR',
  name: 'Euro',
  decimals: 2,
};

export type TestAccount = AccountFieldsFragment & { __typename: 'Account' };

export function makeAccount(overrides: Partial<AccountFieldsFragment> = {}): TestAccount {
  const n = next++;
  return {
    __typename: 'Account',
    id: uuid(n),
    name: `Account ${n}`,
    slug: `account-${n}`,
    description: null,
    account_class: 'bank',
    account_type: 'bank',
    initial_value: '100.00',
    value: '1234.5',
    instrument_id: USD.id,
    venue_id: null,
    meta: null,
    master_account_id: null,
    account_number: null,
    status: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    instrument: USD,
    venue: null,
    // in a USD owner's currency a USD account is worth its balance; others say so themselves
    base_value: overrides.value ?? '1234.5',
    base_currency: 'USD',
    ...overrides,
  } as TestAccount;
}

/** getAccounts answering `nodes` (of `count`) for exactly these variables. */
export function accountsMock(
  variables: Record<string, unknown>,
  nodes: TestAccount[],
  count = nodes.length,
): MockedResponse & { result: () => unknown } {
  const result = vi.fn(() => ({
    data: {
      getAccounts: {
        __typename: 'AccountList',
        success: true,
        message: null,
        errors: null,
        count,
        nodes,
      },
    },
  }));
  return { request: { query: GetAccountsDocument, variables }, result, maxUsageCount: 5 };
}

/** getNAVInstruments for an account class, answering these instruments (USD and BTC by default). */
export function navInstrumentsMock(
  accountClass: AccountClass = 'bank',
  instruments: (typeof USD)[] = [USD, BTC],
): MockedResponse & { result: ReturnType<typeof vi.fn> } {
  const result = vi.fn(() => ({
    data: {
      getNAVInstruments: {
        __typename: 'InstrumentList',
        success: true,
        message: null,
        errors: null,
        nodes: instruments.map(({ id, name, ticker, decimals }) => ({
          __typename: 'Instrument',
          id,
          name,
          ticker,
          decimals,
        })),
      },
    },
  }));
  return {
    request: { query: GetNavInstrumentsDocument, variables: { account_class: accountClass } },
    result,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** getAccount answering `account` for its id, as often as asked. */
export function accountMock(account: TestAccount): MockedResponse {
  return {
    request: { query: GetAccountDocument, variables: { id: account.id } },
    result: {
      data: {
        getAccount: {
          __typename: 'AccountResult',
          success: true,
          message: null,
          errors: null,
          account,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** An account's total as getAccountHoldings answers it. */
export type HoldingsTotal = {
  base_value: string | null;
  unpriced?: string[];
  performance?: Record<string, unknown> | null;
};

/**
 * getAccountHoldings answering the account's total and its holdings (`nodes`, assets as the
 * query selects them) for the account's id, as often as asked; `result` spies on the answers.
 */
export function accountHoldingsMock(
  account: { id: string },
  total: HoldingsTotal,
  nodes: Record<string, unknown>[],
) {
  const result = vi.fn(() => ({
    data: {
      getAccount: {
        __typename: 'AccountResult',
        success: true,
        message: null,
        errors: null,
        account: {
          __typename: 'Account',
          id: account.id,
          base_currency: 'USD',
          unpriced: [],
          performance: null,
          ...total,
        },
      },
      getAssets: {
        __typename: 'AssetList',
        success: true,
        message: null,
        errors: null,
        count: nodes.length,
        nodes,
      },
    },
  }));
  const mock: MockedResponse = {
    request: { query: GetAccountHoldingsDocument, variables: { account_id: account.id } },
    result,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, result };
}
