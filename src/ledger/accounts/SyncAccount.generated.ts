/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as _Types from '../../graphql/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SyncAccountMutationVariables = Exact<{
  id: string | number;
}>;

export type SyncAccountMutation = {
  syncAccount: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    synced_at: string | null;
    account: {
      id: string;
      value: string;
      base_value: string | null;
      base_currency: string;
      updated_at: string;
    } | null;
    added: Array<{
      asset_id: string;
      instrument_id: string;
      ticker: string;
      symbols: Array<string>;
      balance_before: string;
      balance_after: string;
      transaction_id: string;
    }>;
    moved: Array<{
      asset_id: string;
      instrument_id: string;
      ticker: string;
      symbols: Array<string>;
      balance_before: string;
      balance_after: string;
      transaction_id: string;
    }>;
    unmapped: Array<{ symbol: string; balance: string }>;
  };
};

export const SyncAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'syncAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'syncAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'account' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'base_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'added' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'symbols' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balance_before' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balance_after' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transaction_id' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'moved' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'symbols' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balance_before' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balance_after' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transaction_id' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'unmapped' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'synced_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SyncAccountMutation, SyncAccountMutationVariables>;
