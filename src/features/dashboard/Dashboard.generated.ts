/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as _Types from '../../graphql/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GetDashboardSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type GetDashboardSummaryQuery = {
  getDashboardSummary: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    currency: string;
    net_worth: string;
    assets: string;
    liabilities: string;
    asset_count: number;
    unpriced: number;
    change_1d: string | null;
    change_30d: string | null;
    change_1d_percent: string | null;
    change_30d_percent: string | null;
    added_1d: string | null;
    added_30d: string | null;
    history_start: string | null;
    prices_as_of: string | null;
    classes: Array<{
      asset_class: _Types.AccountClass;
      value: string;
      count: number;
      unpriced: number;
    }>;
    investments: {
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
  };
};

export type GetNetWorthHistoryQueryVariables = Exact<{
  range: _Types.HistoryRange;
}>;

export type GetNetWorthHistoryQuery = {
  getNetWorthHistory: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    range: _Types.HistoryRange;
    currency: string;
    change: string | null;
    added: string | null;
    change_percent: string | null;
    investment_return: string | null;
    nodes: Array<{
      date: string;
      net_worth: string;
      assets: string;
      liabilities: string;
      unpriced: number;
    }>;
  };
};

export type GetAllocationQueryVariables = Exact<{
  by: _Types.AllocationBy;
}>;

export type GetAllocationQuery = {
  getAllocation: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    by: _Types.AllocationBy;
    currency: string;
    total: string;
    unpriced: number;
    nodes: Array<{ key: string; label: string; value: string; percent: string }>;
  };
};

export const GetDashboardSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getDashboardSummary' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'net_worth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assets' } },
                { kind: 'Field', name: { kind: 'Name', value: 'liabilities' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'asset_count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
                { kind: 'Field', name: { kind: 'Name', value: 'change_1d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'change_30d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'change_1d_percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'change_30d_percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'added_1d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'added_30d' } },
                { kind: 'Field', name: { kind: 'Name', value: 'history_start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prices_as_of' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'investments' },
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
} as unknown as DocumentNode<GetDashboardSummaryQuery, GetDashboardSummaryQueryVariables>;
export const GetNetWorthHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getNetWorthHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'range' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'HistoryRange' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getNetWorthHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'range' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'range' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'range' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'net_worth' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assets' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'liabilities' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'change' } },
                { kind: 'Field', name: { kind: 'Name', value: 'added' } },
                { kind: 'Field', name: { kind: 'Name', value: 'change_percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'investment_return' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetNetWorthHistoryQuery, GetNetWorthHistoryQueryVariables>;
export const GetAllocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getAllocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'by' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AllocationBy' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAllocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'by' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'by' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'by' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
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
} as unknown as DocumentNode<GetAllocationQuery, GetAllocationQueryVariables>;
