/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as _Types from '../../graphql/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GetAccountHoldingsQueryVariables = Exact<{
  account_id: string | number;
}>;

export type GetAccountHoldingsQuery = {
  getAccount: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    account: {
      id: string;
      base_value: string | null;
      base_currency: string;
      unpriced: Array<string>;
      performance: {
        currency: string;
        quantity: string | null;
        average_cost: string | null;
        cost_basis: string | null;
        market_value: string | null;
        unrealised_gain: string | null;
        unrealised_gain_percent: string | null;
        realised_gain: string;
        income: string;
      } | null;
    } | null;
  };
  getAssets: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      name: string;
      balance: string;
      value: string | null;
      base_currency: string;
      instrument_id: string | null;
      performance: {
        currency: string;
        quantity: string | null;
        average_cost: string | null;
        cost_basis: string | null;
        market_value: string | null;
        unrealised_gain: string | null;
        unrealised_gain_percent: string | null;
        realised_gain: string;
        income: string;
      } | null;
      price_status: {
        state: _Types.PriceState;
        since: string | null;
        own_price_allowed: boolean;
      } | null;
      instrument: { id: string; ticker: string; name: string; decimals: number } | null;
    }>;
  };
};

export const GetAccountHoldingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getAccountHoldings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
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
            name: { kind: 'Name', value: 'getAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'base_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'performance' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'PerformanceFields' },
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
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAssets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'StringValue', value: 'created_at:asc', block: false },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'performance' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'PerformanceFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_status' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'PriceStatusFields' },
                            },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'own_price_allowed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetAccountHoldingsQuery, GetAccountHoldingsQueryVariables>;
