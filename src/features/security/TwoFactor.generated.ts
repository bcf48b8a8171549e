/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as _Types from '../../graphql/types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type TwoFactorFieldsFragment = {
  totp: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
};

export type GetTwoFactorQueryVariables = Exact<{ [key: string]: never }>;

export type GetTwoFactorQuery = {
  getTwoFactor: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    two_factor: { totp: boolean; enabled_at: string | null; recovery_codes_left: number } | null;
  };
};

export type BeginTotpSetupMutationVariables = Exact<{ [key: string]: never }>;

export type BeginTotpSetupMutation = {
  beginTotpSetup: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    setup: { secret: string; uri: string; qr_svg: string } | null;
  };
};

export type EnableTotpMutationVariables = Exact<{
  code: string;
}>;

export type EnableTotpMutation = {
  enableTotp: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    recovery_codes: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    two_factor: { totp: boolean; enabled_at: string | null; recovery_codes_left: number } | null;
  };
};

export type RenewRecoveryCodesMutationVariables = Exact<{
  code: string;
}>;

export type RenewRecoveryCodesMutation = {
  renewRecoveryCodes: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    recovery_codes: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    two_factor: { totp: boolean; enabled_at: string | null; recovery_codes_left: number } | null;
  };
};

export type DisableTotpMutationVariables = Exact<{
  code: string;
}>;

export type DisableTotpMutation = {
  disableTotp: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    two_factor: { totp: boolean; enabled_at: string | null; recovery_codes_left: number } | null;
  };
};

export const TwoFactorFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TwoFactorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TwoFactor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recovery_codes_left' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TwoFactorFieldsFragment, unknown>;
export const GetTwoFactorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getTwoFactor' },
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
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TwoFactorFields' } },
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
      name: { kind: 'Name', value: 'TwoFactorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TwoFactor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recovery_codes_left' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetTwoFactorQuery, GetTwoFactorQueryVariables>;
export const BeginTotpSetupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'beginTotpSetup' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'beginTotpSetup' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'setup' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'uri' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'qr_svg' } },
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
} as unknown as DocumentNode<BeginTotpSetupMutation, BeginTotpSetupMutationVariables>;
export const EnableTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'enableTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enableTotp' },
            arguments: [
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
                  name: { kind: 'Name', value: 'two_factor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TwoFactorFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'recovery_codes' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TwoFactorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TwoFactor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recovery_codes_left' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnableTotpMutation, EnableTotpMutationVariables>;
export const RenewRecoveryCodesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'renewRecoveryCodes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renewRecoveryCodes' },
            arguments: [
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
                  name: { kind: 'Name', value: 'two_factor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TwoFactorFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'recovery_codes' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TwoFactorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TwoFactor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recovery_codes_left' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RenewRecoveryCodesMutation, RenewRecoveryCodesMutationVariables>;
export const DisableTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'disableTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disableTotp' },
            arguments: [
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
                  name: { kind: 'Name', value: 'two_factor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TwoFactorFields' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TwoFactorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TwoFactor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recovery_codes_left' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableTotpMutation, DisableTotpMutationVariables>;
