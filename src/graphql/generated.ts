/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export const AccountClass = {
  Bank: 'bank',
  Cash: 'cash',
  Crypto: 'crypto',
  Equity: 'equity',
  /** Debts (loan, mortgage, credit card): balances are negative, what is owed, and lower the net worth. */
  Liability: 'liability',
  /** Property, vehicles, collectibles: valued by their owner (createAssetValuation), not by transactions. */
  Real: 'real',
} as const;

export type AccountClass = (typeof AccountClass)[keyof typeof AccountClass];
export const AccountType = {
  Asset: 'asset',
  Bank: 'bank',
  Cash: 'cash',
  Credit: 'credit',
  Crypto: 'crypto',
  CryptoDefi: 'crypto_defi',
  CryptoNft: 'crypto_nft',
  Equity: 'equity',
  EquityBroker: 'equity_broker',
  Investment: 'investment',
  Liability: 'liability',
  Loan: 'loan',
  Other: 'other',
} as const;

export type AccountType = (typeof AccountType)[keyof typeof AccountType];
/** How an allocation is split. */
export const AllocationBy = {
  AssetClass: 'asset_class',
  Instrument: 'instrument',
} as const;

export type AllocationBy = (typeof AllocationBy)[keyof typeof AllocationBy];
/** How getCashFlow groups the money in and out: all in one, by calendar month, or by category. */
export const CashFlowBy = {
  Category: 'category',
  Month: 'month',
  Total: 'total',
} as const;

export type CashFlowBy = (typeof CashFlowBy)[keyof typeof CashFlowBy];
/** A span of history ending today. */
export const HistoryRange = {
  /** since the first holding */
  All: 'ALL',
  /** the last month */
  M1: 'M1',
  /** the last three months */
  M3: 'M3',
  /** the last year */
  Y1: 'Y1',
  /** since 1 January */
  Ytd: 'YTD',
} as const;

export type HistoryRange = (typeof HistoryRange)[keyof typeof HistoryRange];
export const InstrumentType = {
  Commodity: 'commodity',
  Crypto: 'crypto',
  Equity: 'equity',
  Fiat: 'fiat',
} as const;

export type InstrumentType = (typeof InstrumentType)[keyof typeof InstrumentType];
/** Where a holding's price comes from, or why it has none. */
export const PriceState = {
  /** A provider's or an administrator's price. */
  Market: 'market',
  /** No provider prices the instrument: its provider answers without it. */
  NoProvider: 'no_provider',
  /** Not fetched yet: prices are fetched hourly, and at once for a new holding. */
  NotFetched: 'not_fetched',
  /** The owner's own price (setMyPrice): nobody else prices the instrument. */
  Own: 'own',
  /** Its provider could not be reached since `since` (the price jobs retry). */
  ProviderUnreachable: 'provider_unreachable',
} as const;

export type PriceState = (typeof PriceState)[keyof typeof PriceState];
export const Role = {
  Admin: 'admin',
  /** Signed up, e-mail not yet confirmed: reaches only what confirmation needs. */
  Unverified: 'unverified',
  User: 'user',
} as const;

export type Role = (typeof Role)[keyof typeof Role];
/** Where a rule looks for its text. */
export const RuleField = {
  /** The description or the payee. */
  Any: 'any',
  Description: 'description',
  Payee: 'payee',
} as const;

export type RuleField = (typeof RuleField)[keyof typeof RuleField];
/** Which CSV column holds what, chosen by the person; remembered for the account's next upload. */
export type StatementMappingInput = {
  amount?: number | null | undefined;
  counterparty?: number | null | undefined;
  credit?: number | null | undefined;
  currency?: number | null | undefined;
  date: number;
  debit?: number | null | undefined;
  description: Array<number>;
  /** A column marking each amount as money out or in (S/H, DR/CR); null: none. */
  direction?: number | null | undefined;
  reference?: number | null | undefined;
  value_date?: number | null | undefined;
};

/**
 * What the person changed in a chosen row of an upload before booking it; a field left out is taken
 * as the statement states it (category: as suggested).
 */
export type StatementRowInput = {
  amount?: string | null | undefined;
  /** null: no category. */
  category_id?: string | number | null | undefined;
  date?: string | null | undefined;
  description?: string | null | undefined;
  fee?: string | null | undefined;
  instrument_id?: string | number | null | undefined;
  /** null: no payee. */
  payee?: string | null | undefined;
  /** The chosen row it changes (StatementRow.row); each row changed at most once. */
  row: number;
  transaction_type?: TransactionType | null | undefined;
};

/** Whether a trade bought or sold its holding. */
export const TradeSide = {
  Buy: 'buy',
  Sell: 'sell',
} as const;

export type TradeSide = (typeof TradeSide)[keyof typeof TradeSide];
export const TransactionType = {
  Credit: 'credit',
  Debit: 'debit',
  Transfer: 'transfer',
} as const;

export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export type GetCategoryQueryVariables = Exact<{
  id: string | number;
}>;

export type GetCategoryQuery = {
  getCategory: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    category: { id: string; category: string; key: string | null; created_at: string } | null;
  };
};

export type CreateCategoryMutationVariables = Exact<{
  category: string;
}>;

export type CreateCategoryMutation = {
  createCategory: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    category: { id: string; category: string; key: string | null; created_at: string } | null;
  };
};

export type UpdateCategoryMutationVariables = Exact<{
  id: string | number;
  category: string;
}>;

export type UpdateCategoryMutation = {
  updateCategory: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    category: { id: string; category: string; key: string | null; created_at: string } | null;
  };
};

export type GetInstrumentsQueryVariables = Exact<{
  type?: InstrumentType | null | undefined;
  status?: boolean | null | undefined;
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetInstrumentsQuery = {
  getInstruments: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      name: string;
      ticker: string;
      type: InstrumentType;
      decimals: number;
      status: boolean;
      meta: unknown;
      exchange: string | null;
      currency: string;
    }>;
  };
};

export type GetInstrumentQueryVariables = Exact<{
  id: string | number;
}>;

export type GetInstrumentQuery = {
  getInstrument: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    instrument: {
      id: string;
      name: string;
      ticker: string;
      type: InstrumentType;
      decimals: number;
      status: boolean;
      meta: unknown;
      exchange: string | null;
      currency: string;
    } | null;
  };
};

export type CreateInstrumentAdminMutationVariables = Exact<{
  name: string;
  ticker: string;
  type: InstrumentType;
  decimals: number;
  status?: boolean | null | undefined;
  meta?: unknown;
}>;

export type CreateInstrumentAdminMutation = {
  createInstrumentAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    instrument: {
      id: string;
      name: string;
      ticker: string;
      type: InstrumentType;
      decimals: number;
      status: boolean;
      meta: unknown;
      exchange: string | null;
      currency: string;
    } | null;
  };
};

export type UpdateInstrumentAdminMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  ticker: string;
  type: InstrumentType;
  decimals: number;
  status?: boolean | null | undefined;
  meta?: unknown;
}>;

export type UpdateInstrumentAdminMutation = {
  updateInstrumentAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    instrument: {
      id: string;
      name: string;
      ticker: string;
      type: InstrumentType;
      decimals: number;
      status: boolean;
      meta: unknown;
      exchange: string | null;
      currency: string;
    } | null;
  };
};

export type GetPricesQueryVariables = Exact<{
  instrument_id: string | number;
}>;

export type GetPricesQuery = {
  getPrices: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    nodes: Array<{
      instrument_id: string;
      date: string;
      price: string;
      as_of: string;
      source: string;
    }>;
  };
};

export type SetInstrumentPriceAdminMutationVariables = Exact<{
  instrument_id: string | number;
  price: string;
  date?: string | null | undefined;
}>;

export type SetInstrumentPriceAdminMutation = {
  setInstrumentPriceAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    price: {
      instrument_id: string;
      date: string;
      price: string;
      as_of: string;
      source: string;
    } | null;
  };
};

export type GetMappingsAdminQueryVariables = Exact<{
  venue_id?: string | number | null | undefined;
  instrument_id?: string | number | null | undefined;
  status?: boolean | null | undefined;
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetMappingsAdminQuery = {
  getMappingsAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      instrument_id: string;
      venue_id: string;
      symbol: string;
      status: boolean;
      meta: unknown;
    }>;
  };
};

export type GetMappingAdminQueryVariables = Exact<{
  id: string | number;
}>;

export type GetMappingAdminQuery = {
  getMappingAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    mapping: {
      id: string;
      instrument_id: string;
      venue_id: string;
      symbol: string;
      status: boolean;
      meta: unknown;
    } | null;
  };
};

export type CreateMappingAdminMutationVariables = Exact<{
  instrument_id: string | number;
  venue_id: string | number;
  symbol: string;
  status?: boolean | null | undefined;
  meta?: unknown;
}>;

export type CreateMappingAdminMutation = {
  createMappingAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    mapping: {
      id: string;
      instrument_id: string;
      venue_id: string;
      symbol: string;
      status: boolean;
      meta: unknown;
    } | null;
  };
};

export type UpdateMappingAdminMutationVariables = Exact<{
  id: string | number;
  instrument_id: string | number;
  venue_id: string | number;
  symbol: string;
  status?: boolean | null | undefined;
  meta?: unknown;
}>;

export type UpdateMappingAdminMutation = {
  updateMappingAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    mapping: {
      id: string;
      instrument_id: string;
      venue_id: string;
      symbol: string;
      status: boolean;
      meta: unknown;
    } | null;
  };
};

export type DeleteMappingAdminMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteMappingAdminMutation = {
  deleteMappingAdmin: { success: boolean; message: string | null; errors: Array<string> | null };
};

export type GetUsersAdminQueryVariables = Exact<{
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetUsersAdminQuery = {
  getUsersAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      uuid: string;
      fullname: string;
      email: string;
      email_verified: boolean;
      role: Role;
      status: boolean;
      meta: unknown;
      avatar_url: string | null;
      created_at: string;
      updated_at: string;
    }>;
  };
};

export type GetUserAdminQueryVariables = Exact<{
  id: string | number;
}>;

export type GetUserAdminQuery = {
  getUserAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    user: {
      uuid: string;
      fullname: string;
      email: string;
      email_verified: boolean;
      role: Role;
      status: boolean;
      meta: unknown;
      avatar_url: string | null;
      created_at: string;
      updated_at: string;
    } | null;
  };
};

export type CreateUserAdminMutationVariables = Exact<{
  fullname: string;
  email: string;
  password: string;
  role: Role;
  status?: boolean | null | undefined;
  email_verified?: boolean | null | undefined;
}>;

export type CreateUserAdminMutation = {
  createUserAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    user: {
      uuid: string;
      fullname: string;
      email: string;
      email_verified: boolean;
      role: Role;
      status: boolean;
      meta: unknown;
      avatar_url: string | null;
      created_at: string;
      updated_at: string;
    } | null;
  };
};

export type UpdateUserAdminMutationVariables = Exact<{
  id: string | number;
  fullname?: string | null | undefined;
  role?: Role | null | undefined;
  status?: boolean | null | undefined;
  email_verified?: boolean | null | undefined;
}>;

export type UpdateUserAdminMutation = {
  updateUserAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    user: {
      uuid: string;
      fullname: string;
      email: string;
      email_verified: boolean;
      role: Role;
      status: boolean;
      meta: unknown;
      avatar_url: string | null;
      created_at: string;
      updated_at: string;
    } | null;
  };
};

export type GetVenuesAdminQueryVariables = Exact<{
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetVenuesAdminQuery = {
  getVenuesAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      name: string;
      slug: string;
      description: string;
      account_fields: unknown;
      account_class: AccountClass;
      account_type: AccountType;
      connector_slug: string | null;
      status: boolean;
      visible: boolean;
      meta: unknown;
    }>;
  };
};

export type GetVenueAdminQueryVariables = Exact<{
  id: string | number;
}>;

export type GetVenueAdminQuery = {
  getVenueAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    venue: {
      id: string;
      name: string;
      slug: string;
      description: string;
      account_fields: unknown;
      account_class: AccountClass;
      account_type: AccountType;
      connector_slug: string | null;
      status: boolean;
      visible: boolean;
      meta: unknown;
    } | null;
  };
};

export type GetUnmappedInstrumentsAdminQueryVariables = Exact<{
  venue_id: string | number;
}>;

export type GetUnmappedInstrumentsAdminQuery = {
  getUnmappedInstrumentsAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      altname: string;
      aclass: string;
      decimals: number;
      collateral_value: string | null;
      margin_rate: string | null;
      display_decimals: number;
      status: string;
    }>;
  };
};

export type CreateVenueAdminMutationVariables = Exact<{
  name: string;
  slug: string;
  description: string;
  account_fields: unknown;
  account_class: AccountClass;
  account_type: AccountType;
  connector_slug?: string | null | undefined;
  status?: boolean | null | undefined;
  visible?: boolean | null | undefined;
  meta?: unknown;
}>;

export type CreateVenueAdminMutation = {
  createVenueAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    venue: {
      id: string;
      name: string;
      slug: string;
      description: string;
      account_fields: unknown;
      account_class: AccountClass;
      account_type: AccountType;
      connector_slug: string | null;
      status: boolean;
      visible: boolean;
      meta: unknown;
    } | null;
  };
};

export type UpdateVenueAdminMutationVariables = Exact<{
  id: string | number;
  name: string;
  slug: string;
  description: string;
  account_fields: unknown;
  account_class: AccountClass;
  account_type: AccountType;
  connector_slug?: string | null | undefined;
  status?: boolean | null | undefined;
  visible?: boolean | null | undefined;
  meta?: unknown;
}>;

export type UpdateVenueAdminMutation = {
  updateVenueAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    venue: {
      id: string;
      name: string;
      slug: string;
      description: string;
      account_fields: unknown;
      account_class: AccountClass;
      account_type: AccountType;
      connector_slug: string | null;
      status: boolean;
      visible: boolean;
      meta: unknown;
    } | null;
  };
};

export type DisableVenueAdminMutationVariables = Exact<{
  id: string | number;
}>;

export type DisableVenueAdminMutation = {
  disableVenueAdmin: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    venue: {
      id: string;
      name: string;
      slug: string;
      description: string;
      account_fields: unknown;
      account_class: AccountClass;
      account_type: AccountType;
      connector_slug: string | null;
      status: boolean;
      visible: boolean;
      meta: unknown;
    } | null;
  };
};

export type LoginUserQueryVariables = Exact<{
  email: string;
  password: string;
}>;

export type LoginUserQuery = {
  loginUser: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    token: string | null;
  };
};

export type SignupUserMutationVariables = Exact<{
  fullname: string;
  email: string;
  password: string;
  terms_accepted: boolean;
  language?: string | null | undefined;
}>;

export type SignupUserMutation = {
  signupUser: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    token: string | null;
    field_errors: Array<{ field: string; message: string }> | null;
  };
};

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;

export type VerifyEmailMutation = {
  verifyEmail: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    token: string | null;
  };
};

export type VerifyEmailRequestTokenMutationVariables = Exact<{
  email: string;
}>;

export type VerifyEmailRequestTokenMutation = {
  verifyEmailRequestToken: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
  };
};

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = {
  requestPasswordReset: { success: boolean; message: string | null; errors: Array<string> | null };
};

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
  confirmation: string;
}>;

export type ResetPasswordMutation = {
  resetPassword: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
  };
};

export type UpdatePasswordMutationVariables = Exact<{
  password: string;
  confirmation: string;
}>;

export type UpdatePasswordMutation = {
  updatePassword: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    token: string | null;
    field_errors: Array<{ field: string; message: string }> | null;
  };
};

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
    classes: Array<{ asset_class: AccountClass; value: string; count: number; unpriced: number }>;
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
  range: HistoryRange;
}>;

export type GetNetWorthHistoryQuery = {
  getNetWorthHistory: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    range: HistoryRange;
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
  by: AllocationBy;
}>;

export type GetAllocationQuery = {
  getAllocation: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    by: AllocationBy;
    currency: string;
    total: string;
    unpriced: number;
    nodes: Array<{ key: string; label: string; value: string; percent: string }>;
  };
};

export type GetClassSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type GetClassSummaryQuery = {
  getDashboardSummary: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    currency: string;
    assets: string;
    prices_as_of: string | null;
    classes: Array<{ asset_class: AccountClass; value: string; count: number; unpriced: number }>;
  };
};

export type GetClassAccountsQueryVariables = Exact<{
  account_class?: AccountClass | null | undefined;
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
      account_class: AccountClass;
      account_type: AccountType;
      value: string;
      base_value: string | null;
      base_currency: string;
      instrument_id: string;
      instrument: { id: string; ticker: string; name: string; decimals: number } | null;
    }>;
  };
};

export type StatementRowFieldsFragment = {
  row: number;
  date: string;
  transaction_type: TransactionType;
  amount: string;
  description: string;
  category_id: string | null;
  counterparty: string | null;
  payee: string | null;
  rule_id: string | null;
  duplicate_of: string | null;
  matched_by: string | null;
};

export type StatementMessageFieldsFragment = { code: string; params: unknown; text: string };

export type UploadBankStatementMutationVariables = Exact<{
  file: File;
  account_id: string | number;
  mapping?: StatementMappingInput | null | undefined;
  statement_account?: string | null | undefined;
}>;

export type UploadBankStatementMutation = {
  uploadBankStatement: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    upload_id: string | null;
    balance: string | null;
    balance_date: string | null;
    format: string | null;
    count: number;
    unplaced: Array<string> | null;
    set_aside_count: number;
    statement_account: string | null;
    field_errors: Array<{ field: string; message: string }> | null;
    nodes: Array<{
      row: number;
      date: string;
      transaction_type: TransactionType;
      amount: string;
      description: string;
      category_id: string | null;
      counterparty: string | null;
      payee: string | null;
      rule_id: string | null;
      duplicate_of: string | null;
      matched_by: string | null;
    }>;
    duplicates: Array<{ row: number }>;
    columns: Array<{ index: number; name: string; samples: Array<string> }> | null;
    mapping: {
      date: number | null;
      value_date: number | null;
      amount: number | null;
      debit: number | null;
      credit: number | null;
      description: Array<number>;
      counterparty: number | null;
      currency: number | null;
      reference: number | null;
      direction: number | null;
    } | null;
    set_aside: Array<{ line: number; reason: string; code: string; params: unknown }>;
    notes: Array<{ code: string; params: unknown; text: string }>;
    problem: { code: string; params: unknown; text: string } | null;
    statements: Array<{
      number: string;
      currency: string | null;
      count: number;
      balance: string | null;
      balance_date: string | null;
    }> | null;
  };
};

export type ConfirmUploadMutationVariables = Exact<{
  account_id: string | number;
  asset_id?: string | number | null | undefined;
  upload_id: string | number;
  rows: Array<number> | number;
  changes?: Array<StatementRowInput> | StatementRowInput | null | undefined;
  meta?: unknown;
}>;

export type ConfirmUploadMutation = {
  confirmUpload: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    balance: string | null;
    statement_balance: string | null;
    difference: string | null;
    field_errors: Array<{ field: string; message: string }> | null;
  };
};

export type GetUploadRowsQueryVariables = Exact<{
  upload_id: string | number;
  start: number;
  limit: number;
}>;

export type GetUploadRowsQuery = {
  getUploadRows: {
    success: boolean;
    message: string | null;
    count: number;
    nodes: Array<{
      row: number;
      date: string;
      transaction_type: TransactionType;
      amount: string;
      description: string;
      category_id: string | null;
      counterparty: string | null;
      payee: string | null;
      rule_id: string | null;
      duplicate_of: string | null;
      matched_by: string | null;
    }>;
  };
};

export type CashFlowGroupFieldsFragment = {
  key: string | null;
  money_in: string;
  money_out: string;
  net: string;
  count: number;
  unpriced: number;
  category: { id: string; category: string; key: string | null } | null;
};

export type GetCashFlowQueryVariables = Exact<{
  account_id?: string | number | null | undefined;
  account_class?: AccountClass | null | undefined;
  asset_id?: string | number | null | undefined;
  where?: unknown;
  by: CashFlowBy;
}>;

export type GetCashFlowQuery = {
  getCashFlow: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    currency: string;
    total: {
      key: string | null;
      money_in: string;
      money_out: string;
      net: string;
      count: number;
      unpriced: number;
      category: { id: string; category: string; key: string | null } | null;
    };
    groups: Array<{
      key: string | null;
      money_in: string;
      money_out: string;
      net: string;
      count: number;
      unpriced: number;
      category: { id: string; category: string; key: string | null } | null;
    }>;
  };
};

export type GetCategoriesQueryVariables = Exact<{
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetCategoriesQuery = {
  getCategories: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{ id: string; category: string; key: string | null; created_at: string }>;
  };
};

export type MeFieldsFragment = {
  language: string;
  uuid: string;
  fullname: string;
  email: string;
  email_verified: boolean;
  role: Role;
  status: boolean;
  meta: unknown;
  avatar_url: string | null;
  created_at: string;
  updated_at: string;
  base_currency: { id: string; ticker: string; name: string; decimals: number };
};

export type GetMeQueryVariables = Exact<{ [key: string]: never }>;

export type GetMeQuery = {
  getMe: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    user: {
      language: string;
      uuid: string;
      fullname: string;
      email: string;
      email_verified: boolean;
      role: Role;
      status: boolean;
      meta: unknown;
      avatar_url: string | null;
      created_at: string;
      updated_at: string;
      base_currency: { id: string; ticker: string; name: string; decimals: number };
    } | null;
  };
};

export type UpdateMeMutationVariables = Exact<{
  fullname?: string | null | undefined;
  base_currency?: string | null | undefined;
  language?: string | null | undefined;
}>;

export type UpdateMeMutation = {
  updateMe: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    user: {
      language: string;
      uuid: string;
      fullname: string;
      email: string;
      email_verified: boolean;
      role: Role;
      status: boolean;
      meta: unknown;
      avatar_url: string | null;
      created_at: string;
      updated_at: string;
      base_currency: { id: string; ticker: string; name: string; decimals: number };
    } | null;
  };
};

export type LogoutUserMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutUserMutation = {
  logoutUser: { success: boolean; message: string | null; errors: Array<string> | null };
};

export type GetTopAssetsQueryVariables = Exact<{
  asset_class?: AccountClass | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetTopAssetsQuery = {
  getTopAssets: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      name: string;
      account_id: string;
      instrument_id: string | null;
      asset_class: AccountClass;
      balance: string;
      value: string | null;
      base_currency: string;
      valued_at: string | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
    }>;
  };
};

export type FieldErrorFieldsFragment = { field: string; message: string };

export type UserFieldsFragment = {
  uuid: string;
  fullname: string;
  email: string;
  email_verified: boolean;
  role: Role;
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
  type: InstrumentType;
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
  account_class: AccountClass;
  account_type: AccountType;
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
  account_class: AccountClass;
  account_type: AccountType;
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
  asset_class: AccountClass;
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
  transaction_type: TransactionType;
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
  trade: { side: TradeSide; quantity: string; price: string; fee: string; gross: string } | null;
  account: { id: string; name: string; account_class: AccountClass } | null;
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
  asset_class: AccountClass;
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

export type GetBalanceHistoryQueryVariables = Exact<{
  account_id?: string | number | null | undefined;
  asset_id?: string | number | null | undefined;
  range: HistoryRange;
}>;

export type GetBalanceHistoryQuery = {
  getBalanceHistory: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    range: HistoryRange;
    currency: string;
    nodes: Array<{ date: string; balance: string; value: string | null }>;
  };
};

export type HeldInstrumentFieldsFragment = {
  id: string;
  name: string;
  ticker: string;
  decimals: number;
};

export type GetNavInstrumentsQueryVariables = Exact<{
  account_class?: AccountClass | null | undefined;
}>;

export type GetNavInstrumentsQuery = {
  getNAVInstruments: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    nodes: Array<{ id: string; name: string; ticker: string; decimals: number }>;
  };
};

export type SearchInstrumentsQueryVariables = Exact<{
  query: string;
}>;

export type SearchInstrumentsQuery = {
  searchInstruments: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    nodes: Array<{
      id: string | null;
      ticker: string;
      name: string;
      type: InstrumentType;
      exchange: string | null;
      currency: string | null;
      known: boolean;
    }>;
  };
};

export type AddListedInstrumentMutationVariables = Exact<{
  ticker: string;
}>;

export type AddListedInstrumentMutation = {
  addListedInstrument: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    instrument: { id: string; name: string; ticker: string; decimals: number } | null;
  };
};

export type GetMyPricesQueryVariables = Exact<{
  instrument_id: string | number;
}>;

export type GetMyPricesQuery = {
  getMyPrices: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      instrument_id: string;
      date: string;
      price: string;
      currency: string;
      created_at: string;
      updated_at: string;
    }>;
  };
};

export type SetMyPriceMutationVariables = Exact<{
  instrument_id: string | number;
  price: string;
  date?: string | null | undefined;
  currency?: string | null | undefined;
}>;

export type SetMyPriceMutation = {
  setMyPrice: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    price: {
      id: string;
      instrument_id: string;
      date: string;
      price: string;
      currency: string;
      created_at: string;
      updated_at: string;
    } | null;
  };
};

export type DeleteMyPriceMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteMyPriceMutation = {
  deleteMyPrice: { success: boolean; message: string | null; errors: Array<string> | null };
};

export type MyPriceFieldsFragment = {
  id: string;
  instrument_id: string;
  date: string;
  price: string;
  currency: string;
  created_at: string;
  updated_at: string;
};

export type PriceStatusFieldsFragment = {
  state: PriceState;
  since: string | null;
  own_price_allowed: boolean;
};

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
      price_status: { state: PriceState; since: string | null; own_price_allowed: boolean } | null;
      instrument: { id: string; ticker: string; name: string; decimals: number } | null;
    }>;
  };
};

export type GetAccountsQueryVariables = Exact<{
  account_class?: AccountClass | null | undefined;
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetAccountsQuery = {
  getAccounts: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      name: string;
      slug: string;
      description: string | null;
      account_class: AccountClass;
      account_type: AccountType;
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
    }>;
  };
};

export type GetAccountQueryVariables = Exact<{
  id: string | number;
}>;

export type GetAccountQuery = {
  getAccount: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    account: {
      id: string;
      name: string;
      slug: string;
      description: string | null;
      account_class: AccountClass;
      account_type: AccountType;
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
    } | null;
  };
};

export type GetVenuesQueryVariables = Exact<{
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetVenuesQuery = {
  getVenues: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      name: string;
      slug: string;
      description: string;
      account_fields: unknown;
      account_class: AccountClass;
      account_type: AccountType;
      connector_slug: string | null;
      status: boolean;
      visible: boolean;
      meta: unknown;
    }>;
  };
};

export type GetVenueQueryVariables = Exact<{
  id: string | number;
}>;

export type GetVenueQuery = {
  getVenue: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    venue: {
      id: string;
      name: string;
      slug: string;
      description: string;
      account_fields: unknown;
      account_class: AccountClass;
      account_type: AccountType;
      connector_slug: string | null;
      status: boolean;
      visible: boolean;
      meta: unknown;
    } | null;
  };
};

export type CreateAccountMutationVariables = Exact<{
  name: string;
  description?: string | null | undefined;
  value?: string | null | undefined;
  initial_value?: string | null | undefined;
  instrument_id?: string | number | null | undefined;
  venue_id?: string | number | null | undefined;
  account_class: AccountClass;
  account_type?: AccountType | null | undefined;
  secrets?: unknown;
  master_account_id?: string | number | null | undefined;
  account_number?: string | null | undefined;
}>;

export type CreateAccountMutation = {
  createAccount: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    account: {
      id: string;
      name: string;
      slug: string;
      description: string | null;
      account_class: AccountClass;
      account_type: AccountType;
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
    } | null;
  };
};

export type UpdateAccountMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  description?: string | null | undefined;
  value?: string | null | undefined;
  initial_value?: string | null | undefined;
  instrument_id?: string | number | null | undefined;
  account_type?: AccountType | null | undefined;
  status?: boolean | null | undefined;
  master_account_id?: string | number | null | undefined;
  account_number?: string | null | undefined;
}>;

export type UpdateAccountMutation = {
  updateAccount: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    account: {
      id: string;
      name: string;
      slug: string;
      description: string | null;
      account_class: AccountClass;
      account_type: AccountType;
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
    } | null;
  };
};

export type DeleteAccountMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteAccountMutation = {
  deleteAccount: { success: boolean; message: string | null; errors: Array<string> | null };
};

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

export type GetAssetsQueryVariables = Exact<{
  account_id?: string | number | null | undefined;
  instrument_id?: string | number | null | undefined;
  asset_class?: AccountClass | null | undefined;
  holding_id?: string | number | null | undefined;
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetAssetsQuery = {
  getAssets: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
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
      asset_class: AccountClass;
      status: boolean;
      meta: unknown;
      created_at: string;
      updated_at: string;
      price_status: { state: PriceState; since: string | null; own_price_allowed: boolean } | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
    }>;
  };
};

export type GetAssetQueryVariables = Exact<{
  id: string | number;
}>;

export type GetAssetQuery = {
  getAsset: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    asset: {
      unit_price: string | null;
      valued_at: string | null;
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
      asset_class: AccountClass;
      status: boolean;
      meta: unknown;
      created_at: string;
      updated_at: string;
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
      price_status: { state: PriceState; since: string | null; own_price_allowed: boolean } | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
    } | null;
  };
};

export type CreateAssetMutationVariables = Exact<{
  name: string;
  description?: string | null | undefined;
  balance?: string | null | undefined;
  value: string;
  account_id: string | number;
  instrument_id?: string | number | null | undefined;
  date?: string | null | undefined;
}>;

export type CreateAssetMutation = {
  createAsset: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    asset: {
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
      asset_class: AccountClass;
      status: boolean;
      meta: unknown;
      created_at: string;
      updated_at: string;
      instrument: { id: string; ticker: string; decimals: number } | null;
    } | null;
  };
};

export type UpdateAssetMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  description?: string | null | undefined;
  balance?: string | null | undefined;
  value?: string | null | undefined;
  account_id?: string | number | null | undefined;
}>;

export type UpdateAssetMutation = {
  updateAsset: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    asset: {
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
      asset_class: AccountClass;
      status: boolean;
      meta: unknown;
      created_at: string;
      updated_at: string;
      instrument: { id: string; ticker: string; decimals: number } | null;
    } | null;
  };
};

export type DeleteAssetMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteAssetMutation = {
  deleteAsset: { success: boolean; message: string | null; errors: Array<string> | null };
};

export type GetAssetValuationsQueryVariables = Exact<{
  asset_id: string | number;
}>;

export type GetAssetValuationsQuery = {
  getAssetValuations: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      asset_id: string;
      date: string;
      value: string;
      note: string | null;
      created_at: string;
    }>;
  };
};

export type CreateAssetValuationMutationVariables = Exact<{
  asset_id: string | number;
  date: string;
  value: string;
  note?: string | null | undefined;
}>;

export type CreateAssetValuationMutation = {
  createAssetValuation: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    valuation: {
      id: string;
      asset_id: string;
      date: string;
      value: string;
      note: string | null;
      created_at: string;
    } | null;
  };
};

export type DeleteAssetValuationMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteAssetValuationMutation = {
  deleteAssetValuation: { success: boolean; message: string | null; errors: Array<string> | null };
};

export type AssetValuationFieldsFragment = {
  id: string;
  asset_id: string;
  date: string;
  value: string;
  note: string | null;
  created_at: string;
};

export type HoldingFieldsFragment = {
  id: string;
  name: string;
  instrument_id: string | null;
  asset_classes: Array<AccountClass>;
  quantity: string;
  value: string | null;
  unpriced: boolean;
  base_currency: string;
  percent: string | null;
  assets: number;
  asset_id: string | null;
  instrument: { id: string; ticker: string; name: string; decimals: number } | null;
  price_status: { state: PriceState; since: string | null; own_price_allowed: boolean } | null;
};

export type GetHoldingsQueryVariables = Exact<{
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetHoldingsQuery = {
  getHoldings: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      name: string;
      instrument_id: string | null;
      asset_classes: Array<AccountClass>;
      quantity: string;
      value: string | null;
      unpriced: boolean;
      base_currency: string;
      percent: string | null;
      assets: number;
      asset_id: string | null;
      instrument: { id: string; ticker: string; name: string; decimals: number } | null;
      price_status: { state: PriceState; since: string | null; own_price_allowed: boolean } | null;
    }>;
  };
};

export type GetHoldingQueryVariables = Exact<{
  id: string | number;
}>;

export type GetHoldingQuery = {
  getHolding: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    holding: {
      id: string;
      name: string;
      instrument_id: string | null;
      asset_classes: Array<AccountClass>;
      quantity: string;
      value: string | null;
      unpriced: boolean;
      base_currency: string;
      percent: string | null;
      assets: number;
      asset_id: string | null;
      instrument: { id: string; ticker: string; name: string; decimals: number } | null;
      price_status: { state: PriceState; since: string | null; own_price_allowed: boolean } | null;
    } | null;
  };
};

export type RuleFieldsFragment = {
  id: string;
  match: string;
  field: RuleField;
  category_id: string | null;
  payee: string | null;
  created_at: string;
  updated_at: string;
};

export type GetRulesQueryVariables = Exact<{
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetRulesQuery = {
  getRules: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    nodes: Array<{
      id: string;
      match: string;
      field: RuleField;
      category_id: string | null;
      payee: string | null;
      created_at: string;
      updated_at: string;
    }>;
  };
};

export type GetRuleQueryVariables = Exact<{
  id: string | number;
}>;

export type GetRuleQuery = {
  getRule: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    rule: {
      id: string;
      match: string;
      field: RuleField;
      category_id: string | null;
      payee: string | null;
      created_at: string;
      updated_at: string;
    } | null;
  };
};

export type CreateRuleMutationVariables = Exact<{
  match: string;
  field?: RuleField | null | undefined;
  category_id?: string | number | null | undefined;
  payee?: string | null | undefined;
}>;

export type CreateRuleMutation = {
  createRule: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    rule: {
      id: string;
      match: string;
      field: RuleField;
      category_id: string | null;
      payee: string | null;
      created_at: string;
      updated_at: string;
    } | null;
  };
};

export type UpdateRuleMutationVariables = Exact<{
  id: string | number;
  match: string;
  field?: RuleField | null | undefined;
  category_id?: string | number | null | undefined;
  payee?: string | null | undefined;
}>;

export type UpdateRuleMutation = {
  updateRule: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    rule: {
      id: string;
      match: string;
      field: RuleField;
      category_id: string | null;
      payee: string | null;
      created_at: string;
      updated_at: string;
    } | null;
  };
};

export type DeleteRuleMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteRuleMutation = {
  deleteRule: { success: boolean; message: string | null; errors: Array<string> | null };
};

export type ApplyRulesMutationVariables = Exact<{
  rule_id?: string | number | null | undefined;
  upload_id?: string | number | null | undefined;
}>;

export type ApplyRulesMutation = {
  applyRules: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
  };
};

export type RecordTradeMutationVariables = Exact<{
  account_id: string | number;
  asset_id?: string | number | null | undefined;
  instrument_id?: string | number | null | undefined;
  side: TradeSide;
  quantity: string;
  price: string;
  fee?: string | null | undefined;
  date: string;
  description?: string | null | undefined;
}>;

export type RecordTradeMutation = {
  recordTrade: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    transaction: {
      id: string;
      account_id: string;
      asset_id: string | null;
      instrument_id: string | null;
      category_id: string | null;
      destination_account_id: string | null;
      destination_amount: string | null;
      transaction_type: TransactionType;
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
        side: TradeSide;
        quantity: string;
        price: string;
        fee: string;
        gross: string;
      } | null;
      account: { id: string; name: string; account_class: AccountClass } | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
      category: { id: string; category: string; key: string | null } | null;
    } | null;
  };
};

export type UpdateTradeMutationVariables = Exact<{
  id: string | number;
  side?: TradeSide | null | undefined;
  quantity?: string | null | undefined;
  price?: string | null | undefined;
  fee?: string | null | undefined;
  date?: string | null | undefined;
  description?: string | null | undefined;
}>;

export type UpdateTradeMutation = {
  updateTrade: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    transaction: {
      id: string;
      account_id: string;
      asset_id: string | null;
      instrument_id: string | null;
      category_id: string | null;
      destination_account_id: string | null;
      destination_amount: string | null;
      transaction_type: TransactionType;
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
        side: TradeSide;
        quantity: string;
        price: string;
        fee: string;
        gross: string;
      } | null;
      account: { id: string; name: string; account_class: AccountClass } | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
      category: { id: string; category: string; key: string | null } | null;
    } | null;
  };
};

export type GetTransactionsQueryVariables = Exact<{
  account_id?: string | number | null | undefined;
  account_class?: AccountClass | null | undefined;
  asset_id?: string | number | null | undefined;
  sort?: string | null | undefined;
  where?: unknown;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetTransactionsQuery = {
  getTransactions: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    count: number;
    cursor: { limit: number; page: number; total: number };
    nodes: Array<{
      id: string;
      account_id: string;
      asset_id: string | null;
      instrument_id: string | null;
      category_id: string | null;
      destination_account_id: string | null;
      destination_amount: string | null;
      transaction_type: TransactionType;
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
        side: TradeSide;
        quantity: string;
        price: string;
        fee: string;
        gross: string;
      } | null;
      account: { id: string; name: string; account_class: AccountClass } | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
      category: { id: string; category: string; key: string | null } | null;
    }>;
  };
};

export type ExportTransactionsQueryVariables = Exact<{
  account_id?: string | number | null | undefined;
  account_class?: AccountClass | null | undefined;
  asset_id?: string | number | null | undefined;
  sort?: string | null | undefined;
  where?: unknown;
}>;

export type ExportTransactionsQuery = {
  exportTransactions: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    filename: string | null;
    csv: string | null;
    count: number;
  };
};

export type GetTransactionQueryVariables = Exact<{
  id: string | number;
}>;

export type GetTransactionQuery = {
  getTransaction: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    transaction: {
      id: string;
      account_id: string;
      asset_id: string | null;
      instrument_id: string | null;
      category_id: string | null;
      destination_account_id: string | null;
      destination_amount: string | null;
      transaction_type: TransactionType;
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
        side: TradeSide;
        quantity: string;
        price: string;
        fee: string;
        gross: string;
      } | null;
      account: { id: string; name: string; account_class: AccountClass } | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
      category: { id: string; category: string; key: string | null } | null;
    } | null;
  };
};

export type CreateTransactionMutationVariables = Exact<{
  date: string;
  account_id: string | number;
  category_id?: string | number | null | undefined;
  amount: string;
  description: string;
  payee?: string | null | undefined;
  asset_id?: string | number | null | undefined;
  transaction_type: TransactionType;
  fee?: string | null | undefined;
  destination_account_id?: string | number | null | undefined;
  destination_amount?: string | null | undefined;
  holding_id?: string | number | null | undefined;
}>;

export type CreateTransactionMutation = {
  createTransaction: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    transaction: {
      id: string;
      account_id: string;
      asset_id: string | null;
      instrument_id: string | null;
      category_id: string | null;
      destination_account_id: string | null;
      destination_amount: string | null;
      transaction_type: TransactionType;
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
        side: TradeSide;
        quantity: string;
        price: string;
        fee: string;
        gross: string;
      } | null;
      account: { id: string; name: string; account_class: AccountClass } | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
      category: { id: string; category: string; key: string | null } | null;
    } | null;
  };
};

export type UpdateTransactionMutationVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
  category_id?: string | number | null | undefined;
  amount?: string | null | undefined;
  description?: string | null | undefined;
  payee?: string | null | undefined;
  transaction_type?: TransactionType | null | undefined;
  fee?: string | null | undefined;
  destination_account_id?: string | number | null | undefined;
  destination_amount?: string | null | undefined;
}>;

export type UpdateTransactionMutation = {
  updateTransaction: {
    success: boolean;
    message: string | null;
    errors: Array<string> | null;
    field_errors: Array<{ field: string; message: string }> | null;
    transaction: {
      id: string;
      account_id: string;
      asset_id: string | null;
      instrument_id: string | null;
      category_id: string | null;
      destination_account_id: string | null;
      destination_amount: string | null;
      transaction_type: TransactionType;
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
        side: TradeSide;
        quantity: string;
        price: string;
        fee: string;
        gross: string;
      } | null;
      account: { id: string; name: string; account_class: AccountClass } | null;
      instrument: { id: string; ticker: string; decimals: number } | null;
      category: { id: string; category: string; key: string | null } | null;
    } | null;
  };
};

export type DeleteTransactionMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteTransactionMutation = {
  deleteTransaction: { success: boolean; message: string | null; errors: Array<string> | null };
};

export const StatementRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StatementRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StatementRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'row' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transaction_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterparty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rule_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicate_of' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matched_by' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatementRowFieldsFragment, unknown>;
export const StatementMessageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StatementMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StatementMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'params' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StatementMessageFieldsFragment, unknown>;
export const CashFlowGroupFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CashFlowGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CashFlowGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'money_in' } },
          { kind: 'Field', name: { kind: 'Name', value: 'money_out' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CashFlowGroupFieldsFragment, unknown>;
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
export const MeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'base_currency' },
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
} as unknown as DocumentNode<MeFieldsFragment, unknown>;
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
export const HeldInstrumentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HeldInstrumentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Instrument' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HeldInstrumentFieldsFragment, unknown>;
export const MyPriceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyPriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MyPrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyPriceFieldsFragment, unknown>;
export const AssetValuationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AssetValuationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AssetValuation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssetValuationFieldsFragment, unknown>;
export const PriceStatusFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
} as unknown as DocumentNode<PriceStatusFieldsFragment, unknown>;
export const HoldingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HoldingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Holding' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'asset_classes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assets' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_status' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceStatusFields' } },
              ],
            },
          },
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
} as unknown as DocumentNode<HoldingFieldsFragment, unknown>;
export const RuleFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Rule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'match' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RuleFieldsFragment, unknown>;
export const GetCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getCategory' },
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
            name: { kind: 'Name', value: 'getCategory' },
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
                  name: { kind: 'Name', value: 'category' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } },
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
} as unknown as DocumentNode<GetCategoryQuery, GetCategoryQueryVariables>;
export const CreateCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
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
            name: { kind: 'Name', value: 'createCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
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
                  name: { kind: 'Name', value: 'category' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } },
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
} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
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
            name: { kind: 'Name', value: 'updateCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
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
                  name: { kind: 'Name', value: 'category' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } },
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
} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const GetInstrumentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getInstruments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'InstrumentType' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getInstruments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InstrumentFields' } },
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
} as unknown as DocumentNode<GetInstrumentsQuery, GetInstrumentsQueryVariables>;
export const GetInstrumentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getInstrument' },
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
            name: { kind: 'Name', value: 'getInstrument' },
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
                  name: { kind: 'Name', value: 'instrument' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InstrumentFields' } },
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
} as unknown as DocumentNode<GetInstrumentQuery, GetInstrumentQueryVariables>;
export const CreateInstrumentAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createInstrumentAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ticker' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InstrumentType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'decimals' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createInstrumentAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ticker' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ticker' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'decimals' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'decimals' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'meta' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
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
                  name: { kind: 'Name', value: 'instrument' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InstrumentFields' } },
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
} as unknown as DocumentNode<CreateInstrumentAdminMutation, CreateInstrumentAdminMutationVariables>;
export const UpdateInstrumentAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateInstrumentAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ticker' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InstrumentType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'decimals' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateInstrumentAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ticker' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ticker' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'decimals' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'decimals' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'meta' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
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
                  name: { kind: 'Name', value: 'instrument' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InstrumentFields' } },
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
} as unknown as DocumentNode<UpdateInstrumentAdminMutation, UpdateInstrumentAdminMutationVariables>;
export const GetPricesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getPrices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
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
            name: { kind: 'Name', value: 'getPrices' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
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
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'as_of' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
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
} as unknown as DocumentNode<GetPricesQuery, GetPricesQueryVariables>;
export const SetInstrumentPriceAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'setInstrumentPriceAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'price' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setInstrumentPriceAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'price' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'price' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
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
                  name: { kind: 'Name', value: 'price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'as_of' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
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
} as unknown as DocumentNode<
  SetInstrumentPriceAdminMutation,
  SetInstrumentPriceAdminMutationVariables
>;
export const GetMappingsAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getMappingsAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getMappingsAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'venue_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MappingFields' } },
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
} as unknown as DocumentNode<GetMappingsAdminQuery, GetMappingsAdminQueryVariables>;
export const GetMappingAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getMappingAdmin' },
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
            name: { kind: 'Name', value: 'getMappingAdmin' },
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
                  name: { kind: 'Name', value: 'mapping' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MappingFields' } },
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
} as unknown as DocumentNode<GetMappingAdminQuery, GetMappingAdminQueryVariables>;
export const CreateMappingAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createMappingAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'symbol' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMappingAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'venue_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'symbol' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'symbol' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'meta' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
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
                  name: { kind: 'Name', value: 'mapping' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MappingFields' } },
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
} as unknown as DocumentNode<CreateMappingAdminMutation, CreateMappingAdminMutationVariables>;
export const UpdateMappingAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateMappingAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'symbol' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMappingAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'venue_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'symbol' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'symbol' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'meta' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
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
                  name: { kind: 'Name', value: 'mapping' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MappingFields' } },
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
} as unknown as DocumentNode<UpdateMappingAdminMutation, UpdateMappingAdminMutationVariables>;
export const DeleteMappingAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'deleteMappingAdmin' },
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
            name: { kind: 'Name', value: 'deleteMappingAdmin' },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMappingAdminMutation, DeleteMappingAdminMutationVariables>;
export const GetUsersAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getUsersAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getUsersAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } },
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
} as unknown as DocumentNode<GetUsersAdminQuery, GetUsersAdminQueryVariables>;
export const GetUserAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getUserAdmin' },
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
            name: { kind: 'Name', value: 'getUserAdmin' },
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
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } },
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
} as unknown as DocumentNode<GetUserAdminQuery, GetUserAdminQueryVariables>;
export const CreateUserAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createUserAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fullname' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Role' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email_verified' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createUserAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fullname' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fullname' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email_verified' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email_verified' } },
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
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } },
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
} as unknown as DocumentNode<CreateUserAdminMutation, CreateUserAdminMutationVariables>;
export const UpdateUserAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateUserAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fullname' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Role' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email_verified' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUserAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fullname' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fullname' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email_verified' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email_verified' } },
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
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } },
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
} as unknown as DocumentNode<UpdateUserAdminMutation, UpdateUserAdminMutationVariables>;
export const GetVenuesAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getVenuesAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getVenuesAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VenueFields' } },
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
} as unknown as DocumentNode<GetVenuesAdminQuery, GetVenuesAdminQueryVariables>;
export const GetVenueAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getVenueAdmin' },
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
            name: { kind: 'Name', value: 'getVenueAdmin' },
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
                  name: { kind: 'Name', value: 'venue' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VenueFields' } },
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
} as unknown as DocumentNode<GetVenueAdminQuery, GetVenueAdminQueryVariables>;
export const GetUnmappedInstrumentsAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getUnmappedInstrumentsAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
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
            name: { kind: 'Name', value: 'getUnmappedInstrumentsAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'venue_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'altname' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'aclass' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'collateral_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'margin_rate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'display_decimals' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
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
} as unknown as DocumentNode<
  GetUnmappedInstrumentsAdminQuery,
  GetUnmappedInstrumentsAdminQueryVariables
>;
export const CreateVenueAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createVenueAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_fields' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_type' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connector_slug' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'visible' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createVenueAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_fields' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_fields' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connector_slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connector_slug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'visible' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'visible' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'meta' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
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
                  name: { kind: 'Name', value: 'venue' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VenueFields' } },
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
} as unknown as DocumentNode<CreateVenueAdminMutation, CreateVenueAdminMutationVariables>;
export const UpdateVenueAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateVenueAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_fields' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_type' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connector_slug' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'visible' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateVenueAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_fields' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_fields' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connector_slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connector_slug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'visible' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'visible' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'meta' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
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
                  name: { kind: 'Name', value: 'venue' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VenueFields' } },
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
} as unknown as DocumentNode<UpdateVenueAdminMutation, UpdateVenueAdminMutationVariables>;
export const DisableVenueAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'disableVenueAdmin' },
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
            name: { kind: 'Name', value: 'disableVenueAdmin' },
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
                  name: { kind: 'Name', value: 'venue' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VenueFields' } },
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
} as unknown as DocumentNode<DisableVenueAdminMutation, DisableVenueAdminMutationVariables>;
export const LoginUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'loginUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
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
            name: { kind: 'Name', value: 'loginUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginUserQuery, LoginUserQueryVariables>;
export const SignupUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'signupUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fullname' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'terms_accepted' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signupUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fullname' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fullname' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'terms_accepted' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'terms_accepted' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
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
} as unknown as DocumentNode<SignupUserMutation, SignupUserMutationVariables>;
export const VerifyEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'verifyEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
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
            name: { kind: 'Name', value: 'verifyEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const VerifyEmailRequestTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'verifyEmailRequestToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
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
            name: { kind: 'Name', value: 'verifyEmailRequestToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  VerifyEmailRequestTokenMutation,
  VerifyEmailRequestTokenMutationVariables
>;
export const RequestPasswordResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'requestPasswordReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
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
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'resetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirmation' } },
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
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'confirmation' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'confirmation' } },
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
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UpdatePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updatePassword' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirmation' } },
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
            name: { kind: 'Name', value: 'updatePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'confirmation' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'confirmation' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
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
} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
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
export const UploadBankStatementDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'uploadBankStatement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mapping' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'StatementMappingInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'statement_account' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'uploadBankStatement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mapping' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mapping' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statement_account' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'statement_account' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'upload_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance_date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatementRowFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'duplicates' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'row' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'columns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'samples' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'mapping' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value_date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'debit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'counterparty' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'unplaced' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'set_aside' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'params' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'set_aside_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatementMessageFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'problem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatementMessageFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'statements' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balance_date' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'statement_account' } },
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
      name: { kind: 'Name', value: 'StatementRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StatementRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'row' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transaction_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterparty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rule_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicate_of' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matched_by' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StatementMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StatementMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'params' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadBankStatementMutation, UploadBankStatementMutationVariables>;
export const ConfirmUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'confirmUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'upload_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rows' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'changes' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'StatementRowInput' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmUpload' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'upload_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'upload_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rows' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rows' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'changes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'changes' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'meta' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'meta' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statement_balance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
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
} as unknown as DocumentNode<ConfirmUploadMutation, ConfirmUploadMutationVariables>;
export const GetUploadRowsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getUploadRows' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'upload_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUploadRows' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'upload_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'upload_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StatementRowFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StatementRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StatementRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'row' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transaction_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterparty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rule_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicate_of' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matched_by' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetUploadRowsQuery, GetUploadRowsQueryVariables>;
export const GetCashFlowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getCashFlow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'by' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CashFlowBy' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCashFlow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
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
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CashFlowGroupFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CashFlowGroupFields' },
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
      name: { kind: 'Name', value: 'CashFlowGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CashFlowGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'money_in' } },
          { kind: 'Field', name: { kind: 'Name', value: 'money_out' } },
          { kind: 'Field', name: { kind: 'Name', value: 'net' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetCashFlowQuery, GetCashFlowQueryVariables>;
export const GetCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getCategories' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getCategories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryFields' } },
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
} as unknown as DocumentNode<GetCategoriesQuery, GetCategoriesQueryVariables>;
export const GetMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getMe' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getMe' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MeFields' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'base_currency' },
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
} as unknown as DocumentNode<GetMeQuery, GetMeQueryVariables>;
export const UpdateMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateMe' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fullname' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'base_currency' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMe' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fullname' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fullname' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'base_currency' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'base_currency' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MeFields' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'base_currency' },
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
} as unknown as DocumentNode<UpdateMeMutation, UpdateMeMutationVariables>;
export const LogoutUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'logoutUser' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'logoutUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LogoutUserMutation, LogoutUserMutationVariables>;
export const GetTopAssetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getTopAssets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_class' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
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
            name: { kind: 'Name', value: 'getTopAssets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_class' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'asset_class' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valued_at' } },
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
} as unknown as DocumentNode<GetTopAssetsQuery, GetTopAssetsQueryVariables>;
export const GetBalanceHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getBalanceHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
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
            name: { kind: 'Name', value: 'getBalanceHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
              },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'balance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
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
} as unknown as DocumentNode<GetBalanceHistoryQuery, GetBalanceHistoryQueryVariables>;
export const GetNavInstrumentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getNAVInstruments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getNAVInstruments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
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
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'HeldInstrumentFields' },
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
      name: { kind: 'Name', value: 'HeldInstrumentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Instrument' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetNavInstrumentsQuery, GetNavInstrumentsQueryVariables>;
export const SearchInstrumentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'searchInstruments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
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
            name: { kind: 'Name', value: 'searchInstruments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
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
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'exchange' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'known' } },
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
} as unknown as DocumentNode<SearchInstrumentsQuery, SearchInstrumentsQueryVariables>;
export const AddListedInstrumentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'addListedInstrument' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ticker' } },
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
            name: { kind: 'Name', value: 'addListedInstrument' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ticker' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ticker' } },
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
                  name: { kind: 'Name', value: 'instrument' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'HeldInstrumentFields' },
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
      name: { kind: 'Name', value: 'HeldInstrumentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Instrument' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ticker' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddListedInstrumentMutation, AddListedInstrumentMutationVariables>;
export const GetMyPricesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getMyPrices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
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
            name: { kind: 'Name', value: 'getMyPrices' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyPriceFields' } },
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
      name: { kind: 'Name', value: 'MyPriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MyPrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetMyPricesQuery, GetMyPricesQueryVariables>;
export const SetMyPriceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'setMyPrice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'price' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currency' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMyPrice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'price' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'price' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currency' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currency' } },
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
                  name: { kind: 'Name', value: 'price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyPriceFields' } },
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
      name: { kind: 'Name', value: 'MyPriceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MyPrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'instrument_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetMyPriceMutation, SetMyPriceMutationVariables>;
export const DeleteMyPriceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'deleteMyPrice' },
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
            name: { kind: 'Name', value: 'deleteMyPrice' },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMyPriceMutation, DeleteMyPriceMutationVariables>;
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
export const GetAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getAccounts' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } },
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
} as unknown as DocumentNode<GetAccountsQuery, GetAccountsQueryVariables>;
export const GetAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getAccount' },
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
            name: { kind: 'Name', value: 'getAccount' },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } },
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
} as unknown as DocumentNode<GetAccountQuery, GetAccountQueryVariables>;
export const GetVenuesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getVenues' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getVenues' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VenueFields' } },
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
} as unknown as DocumentNode<GetVenuesQuery, GetVenuesQueryVariables>;
export const GetVenueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getVenue' },
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
            name: { kind: 'Name', value: 'getVenue' },
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
                  name: { kind: 'Name', value: 'venue' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VenueFields' } },
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
} as unknown as DocumentNode<GetVenueQuery, GetVenueQueryVariables>;
export const CreateAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'initial_value' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountType' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'secrets' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'master_account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_number' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'initial_value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'initial_value' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'venue_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'venue_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'secrets' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'secrets' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'master_account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'master_account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_number' } },
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
                  name: { kind: 'Name', value: 'account' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } },
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
} as unknown as DocumentNode<CreateAccountMutation, CreateAccountMutationVariables>;
export const UpdateAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'initial_value' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountType' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'master_account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_number' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'initial_value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'initial_value' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'master_account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'master_account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_number' } },
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
                  name: { kind: 'Name', value: 'account' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountFields' } },
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
} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const DeleteAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'deleteAccount' },
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
            name: { kind: 'Name', value: 'deleteAccount' },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
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
export const GetAssetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getAssets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_class' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'holding_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getAssets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_class' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'holding_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'holding_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AssetFields' } },
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
} as unknown as DocumentNode<GetAssetsQuery, GetAssetsQueryVariables>;
export const GetAssetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getAsset' },
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
            name: { kind: 'Name', value: 'getAsset' },
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
                  name: { kind: 'Name', value: 'asset' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AssetFields' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unit_price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'valued_at' } },
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
} as unknown as DocumentNode<GetAssetQuery, GetAssetQueryVariables>;
export const CreateAssetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createAsset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'balance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAsset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'balance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'balance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
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
                  name: { kind: 'Name', value: 'asset' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AssetFields' } },
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
} as unknown as DocumentNode<CreateAssetMutation, CreateAssetMutationVariables>;
export const UpdateAssetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateAsset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'balance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateAsset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'balance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'balance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
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
                  name: { kind: 'Name', value: 'asset' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AssetFields' } },
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
} as unknown as DocumentNode<UpdateAssetMutation, UpdateAssetMutationVariables>;
export const DeleteAssetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'deleteAsset' },
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
            name: { kind: 'Name', value: 'deleteAsset' },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAssetMutation, DeleteAssetMutationVariables>;
export const GetAssetValuationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getAssetValuations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
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
            name: { kind: 'Name', value: 'getAssetValuations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
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
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AssetValuationFields' },
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
      name: { kind: 'Name', value: 'AssetValuationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AssetValuation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetAssetValuationsQuery, GetAssetValuationsQueryVariables>;
export const CreateAssetValuationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createAssetValuation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAssetValuation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
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
                  name: { kind: 'Name', value: 'valuation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AssetValuationFields' },
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
      name: { kind: 'Name', value: 'AssetValuationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AssetValuation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateAssetValuationMutation, CreateAssetValuationMutationVariables>;
export const DeleteAssetValuationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'deleteAssetValuation' },
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
            name: { kind: 'Name', value: 'deleteAssetValuation' },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAssetValuationMutation, DeleteAssetValuationMutationVariables>;
export const GetHoldingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getHoldings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getHoldings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HoldingFields' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HoldingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Holding' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'asset_classes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assets' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_status' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceStatusFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetHoldingsQuery, GetHoldingsQueryVariables>;
export const GetHoldingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getHolding' },
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
            name: { kind: 'Name', value: 'getHolding' },
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
                  name: { kind: 'Name', value: 'holding' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HoldingFields' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HoldingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Holding' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'asset_classes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpriced' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assets' } },
          { kind: 'Field', name: { kind: 'Name', value: 'asset_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_status' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceStatusFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetHoldingQuery, GetHoldingQueryVariables>;
export const GetRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getRules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getRules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RuleFields' } },
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
      name: { kind: 'Name', value: 'RuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Rule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'match' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetRulesQuery, GetRulesQueryVariables>;
export const GetRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getRule' },
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
            name: { kind: 'Name', value: 'getRule' },
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
                  name: { kind: 'Name', value: 'rule' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RuleFields' } },
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
      name: { kind: 'Name', value: 'RuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Rule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'match' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetRuleQuery, GetRuleQueryVariables>;
export const CreateRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'match' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'field' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RuleField' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'payee' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'match' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'match' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'field' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'field' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'payee' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'payee' } },
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
                  name: { kind: 'Name', value: 'rule' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RuleFields' } },
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
      name: { kind: 'Name', value: 'RuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Rule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'match' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateRuleMutation, CreateRuleMutationVariables>;
export const UpdateRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'match' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'field' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RuleField' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'payee' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'match' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'match' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'field' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'field' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'payee' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'payee' } },
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
                  name: { kind: 'Name', value: 'rule' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RuleFields' } },
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
      name: { kind: 'Name', value: 'RuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Rule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'match' } },
          { kind: 'Field', name: { kind: 'Name', value: 'field' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateRuleMutation, UpdateRuleMutationVariables>;
export const DeleteRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'deleteRule' },
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
            name: { kind: 'Name', value: 'deleteRule' },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteRuleMutation, DeleteRuleMutationVariables>;
export const ApplyRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'applyRules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rule_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'upload_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applyRules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rule_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rule_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'upload_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'upload_id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApplyRulesMutation, ApplyRulesMutationVariables>;
export const RecordTradeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'recordTrade' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'side' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TradeSide' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'price' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fee' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordTrade' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'instrument_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'instrument_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'side' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'side' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'price' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'price' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fee' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fee' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
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
                  name: { kind: 'Name', value: 'transaction' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TransactionFields' },
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
} as unknown as DocumentNode<RecordTradeMutation, RecordTradeMutationVariables>;
export const UpdateTradeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateTrade' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'side' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TradeSide' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'price' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fee' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTrade' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'side' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'side' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'price' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'price' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fee' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fee' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
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
                  name: { kind: 'Name', value: 'transaction' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TransactionFields' },
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
} as unknown as DocumentNode<UpdateTradeMutation, UpdateTradeMutationVariables>;
export const GetTransactionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getTransactions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
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
            name: { kind: 'Name', value: 'getTransactions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
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
                  name: { kind: 'Name', value: 'cursor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TransactionFields' },
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
} as unknown as DocumentNode<GetTransactionsQuery, GetTransactionsQueryVariables>;
export const ExportTransactionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'exportTransactions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountClass' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportTransactions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_class' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_class' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'where' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'where' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'csv' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportTransactionsQuery, ExportTransactionsQueryVariables>;
export const GetTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'getTransaction' },
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
            name: { kind: 'Name', value: 'getTransaction' },
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
                  name: { kind: 'Name', value: 'transaction' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TransactionFields' },
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
} as unknown as DocumentNode<GetTransactionQuery, GetTransactionQueryVariables>;
export const CreateTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createTransaction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'payee' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'transaction_type' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TransactionType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fee' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'destination_account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'destination_amount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'holding_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTransaction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'account_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'account_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'amount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'payee' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'payee' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'asset_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'asset_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'transaction_type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'transaction_type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fee' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fee' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'destination_account_id' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'destination_account_id' },
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'destination_amount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'destination_amount' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'holding_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'holding_id' } },
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
                  name: { kind: 'Name', value: 'transaction' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TransactionFields' },
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
} as unknown as DocumentNode<CreateTransactionMutation, CreateTransactionMutationVariables>;
export const UpdateTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'updateTransaction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'payee' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'transaction_type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'TransactionType' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fee' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'destination_account_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'destination_amount' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Decimal' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTransaction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category_id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'amount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'payee' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'payee' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'transaction_type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'transaction_type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fee' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fee' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'destination_account_id' },
                value: {
                  kind: 'Variable',
                  name: { kind: 'Name', value: 'destination_account_id' },
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'destination_amount' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'destination_amount' } },
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
                  name: { kind: 'Name', value: 'transaction' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TransactionFields' },
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
} as unknown as DocumentNode<UpdateTransactionMutation, UpdateTransactionMutationVariables>;
export const DeleteTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'deleteTransaction' },
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
            name: { kind: 'Name', value: 'deleteTransaction' },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTransactionMutation, DeleteTransactionMutationVariables>;
