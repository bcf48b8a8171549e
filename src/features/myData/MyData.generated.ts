/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as _Types from '../../graphql/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ExportMyDataMutationVariables = Exact<{ [key: string]: never }>;

export type ExportMyDataMutation = {
  exportMyData: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    filename: string | null;
    archive: string | null;
    transactions: number | null;
  };
};

export type ImportMyDataMutationVariables = Exact<{
  file: File;
}>;

export type ImportMyDataMutation = {
  importMyData: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    imported: {
      accounts: number;
      assets: number;
      transactions: number;
      valuations: number;
      rules: number;
      own_prices: number;
      uncategorised: number;
    } | null;
  };
};

export type GetDeleteAsksQueryVariables = Exact<{ [key: string]: never }>;

export type GetDeleteAsksQuery = {
  getTwoFactor: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    two_factor: { totp: boolean } | null;
  };
};

export type DeleteMeMutationVariables = Exact<{
  password: string;
  code?: string | null | undefined;
}>;

export type DeleteMeMutation = {
  deleteMe: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    removed: {
      accounts: number;
      assets: number;
      transactions: number;
      valuations: number;
      rules: number;
      own_prices: number;
      statement_uploads: number;
      sessions: number;
      access_tokens: number;
      passkeys: number;
      security_events: number;
    } | null;
  };
};

export const ExportMyDataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'exportMyData' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportMyData' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactions' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportMyDataMutation, ExportMyDataMutationVariables>;
export const ImportMyDataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'importMyData' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importMyData' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
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
                  name: { kind: 'Name', value: 'imported' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'accounts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assets' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transactions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valuations' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rules' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'own_prices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'uncategorised' } },
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
} as unknown as DocumentNode<ImportMyDataMutation, ImportMyDataMutationVariables>;
export const GetDeleteAsksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getDeleteAsks' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getTwoFactor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'two_factor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'totp' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetDeleteAsksQuery, GetDeleteAsksQueryVariables>;
export const DeleteMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'deleteMe' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMe' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
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
                  name: { kind: 'Name', value: 'field_errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FieldErrorFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'removed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'accounts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assets' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transactions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valuations' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rules' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'own_prices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'statement_uploads' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sessions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'access_tokens' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'passkeys' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'security_events' } },
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
} as unknown as DocumentNode<DeleteMeMutation, DeleteMeMutationVariables>;
