/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as _Types from './types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type FieldErrorFieldsFragment = { field: string; message: string };

export type UserFieldsFragment = {
  uuid: string;
  fullname: string;
  email: string;
  email_verified: boolean;
  role: _Types.Role;
  status: boolean;
  meta: unknown;
  avatar_url: string | null;
  created_at: string;
  updated_at: string;
};

export type InstrumentFieldsFragment = {
  id: string;
  name: string;
  ticker: string;
  type: _Types.InstrumentType;
  decimals: number;
  status: boolean;
  meta: unknown;
  exchange: string | null;
  currency: string;
};

export type VenueFieldsFragment = {
  id: string;
  name: string;
  slug: string;
  description: string;
  account_fields: unknown;
  account_class: _Types.AccountClass;
  account_type: _Types.AccountType;
  connector_slug: string | null;
  status: boolean;
  visible: boolean;
  meta: unknown;
};

export type AccountFieldsFragment = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  account_class: _Types.AccountClass;
  account_type: _Types.AccountType;
  initial_value: string;
  value: string;
  instrument_id: string;
  venue_id: string | null;
  meta: unknown;
  master_account_id: string | null;
  account_number: string | null;
  status: boolean;
  created_at: string;
  updated_at: string;
  base_value: string | null;
  base_currency: string;
  instrument: { id: string; ticker: string; name: string; decimals: number } | null;
  venue: { id: string; name: string } | null;
};

export type AssetFieldsFragment = {
  id: string;
  name: string;
  account_id: string;
  instrument_id: string | null;
  venue_id: string | null;
  balance: string;
  value: string | null;
  base_currency: string;
  breakdown: unknown;
  description: string | null;
  asset_class: _Types.AccountClass;
  status: boolean;
  meta: unknown;
  created_at: string;
  updated_at: string;
  instrument: { id: string; ticker: string; decimals: number } | null;
};

export type TransactionFieldsFragment = {
  id: string;
  account_id: string;
  asset_id: string | null;
  instrument_id: string | null;
  category_id: string | null;
  destination_account_id: string | null;
  destination_amount: string | null;
  transaction_type: _Types.TransactionType;
  amount: string;
  fee: string;
  description: string;
  payee: string | null;
  date: string;
  meta: unknown;
  holding_id: string | null;
  created_at: string;
  updated_at: string;
  base_value: string | null;
  base_currency: string;
  trade: {
    side: _Types.TradeSide;
    quantity: string;
    price: string;
    fee: string;
    gross: string;
  } | null;
  account: { id: string; name: string; account_class: _Types.AccountClass } | null;
  instrument: { id: string; ticker: string; decimals: number } | null;
  category: { id: string; category: string; key: string | null } | null;
};

export type CategoryFieldsFragment = {
  id: string;
  category: string;
  key: string | null;
  created_at: string;
};

export type MappingFieldsFragment = {
  id: string;
  instrument_id: string;
  venue_id: string;
  symbol: string;
  status: boolean;
  meta: unknown;
};

export type ClassTotalFieldsFragment = {
  asset_class: _Types.AccountClass;
  value: string;
  count: number;
  unpriced: number;
};

export type PerformanceFieldsFragment = {
  currency: string;
  quantity: string | null;
  average_cost: string | null;
  cost_basis: string | null;
  market_value: string | null;
  unrealised_gain: string | null;
  unrealised_gain_percent: string | null;
  realised_gain: string;
  income: string;
};

export const FieldErrorFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FieldErrorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FieldError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FieldErrorFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'uuid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email_verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const InstrumentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InstrumentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Instrument' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exchange' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InstrumentFieldsFragment, unknown>;
export const VenueFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VenueFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Venue' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_fields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_class' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connector_slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VenueFieldsFragment, unknown>;
export const AccountFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Account' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_class' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'initial_value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'venue_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta' } },
          { kind: 'Field', name: { kind: 'Name', value: 'master_account_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'instrument' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'venue' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountFieldsFragment, unknown>;
export const AssetFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AssetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Asset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'instrument' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
                { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'venue_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakdown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asset_class' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssetFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Transaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'destination_account_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'destination_amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transaction_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holding_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trade' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'side' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gross' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'account' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'account_class' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'instrument' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
                { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'base_value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Category' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoryFieldsFragment, unknown>;
export const MappingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MappingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InstrumentMapping' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'venue_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MappingFieldsFragment, unknown>;
export const ClassTotalFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassTotalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClassTotal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'asset_class' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassTotalFieldsFragment, unknown>;
export const PerformanceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PerformanceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Performance' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'average_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost_basis' } },
          { kind: 'Field', name: { kind: 'Name', value: 'market_value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unrealised_gain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unrealised_gain_percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'realised_gain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'income' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PerformanceFieldsFragment, unknown>;
