/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as _Types from '../../graphql/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GetClassSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type GetClassSummaryQuery = {
  getDashboardSummary: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    currency: string;
    assets: string;
    prices_as_of: string | null;
    classes: Array<{
      asset_class: _Types.AccountClass;
      value: string;
      count: number;
      unpriced: number;
    }>;
  };
};

export type GetClassAccountsQueryVariables = Exact<{
  account_class?: _Types.AccountClass | null | undefined;
  sort?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetClassAccountsQuery = {
  getAccounts: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      name: string;
      account_class: _Types.AccountClass;
      account_type: _Types.AccountType;
      value: string;
      base_value: string | null;
      base_currency: string;
      instrument_id: string;
      instrument: { id: string; ticker: string; name: string; decimals: number } | null;
    }>;
  };
};

export const GetClassSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getClassSummary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getDashboardSummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assets' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'classes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassTotalFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'prices_as_of' } },
              ],
            },
          },
        ],
      },
    },
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
} as unknown as DocumentNode<GetClassSummaryQuery, GetClassSummaryQueryVariables>;
export const GetClassAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getClassAccounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAccounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'account_class' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'account_type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'base_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
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
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetClassAccountsQuery, GetClassAccountsQueryVariables>;
