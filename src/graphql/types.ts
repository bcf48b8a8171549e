export const AccessTokenScope = {
  /** Queries only: every mutation is refused. */
  Read: 'read',
  /** Queries and mutations, as the person would. */
  Write: 'write',
} as const;

export type AccessTokenScope = (typeof AccessTokenScope)[keyof typeof AccessTokenScope];
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
/** What a second factor stands in for at sign-in. */
export const SecondFactorMethod = {
  /** One of the person's passkeys. */
  Passkey: 'passkey',
  /** One of the single-use recovery codes. */
  RecoveryCode: 'recovery_code',
  /** A 6-digit code from an authenticator app. */
  Totp: 'totp',
} as const;

export type SecondFactorMethod = (typeof SecondFactorMethod)[keyof typeof SecondFactorMethod];
/** What the security log records. */
export const SecurityEventKind = {
  /** An access token was created; `detail` is its name. */
  AccessTokenCreated: 'access_token_created',
  /** An access token was revoked; `detail` is its name. */
  AccessTokenRevoked: 'access_token_revoked',
  /** An administrator changed the account; `detail` names the fields (fullname, role, status, email_verified). */
  ChangedByAdministrator: 'changed_by_administrator',
  /** The person downloaded an export of all their data. */
  DataExported: 'data_exported',
  /** An export was imported into the account; `detail` says how much. */
  DataImported: 'data_imported',
  EmailConfirmed: 'email_confirmed',
  /** The person ended every session but the one they used; `detail` says how many. */
  OtherSessionsEnded: 'other_sessions_ended',
  /** A passkey was added; `detail` is its name. */
  PasskeyAdded: 'passkey_added',
  /** A passkey was removed; `detail` is its name. */
  PasskeyRemoved: 'passkey_removed',
  /** A new password, from the settings: every other session ended. */
  PasswordChanged: 'password_changed',
  /** A new password from a reset link: every session ended. */
  PasswordReset: 'password_reset',
  /** An administrator changed the instance's policy; `detail` is the setting and its new value. */
  PolicyChanged: 'policy_changed',
  /** New recovery codes replaced the old ones. */
  RecoveryCodesRenewed: 'recovery_codes_renewed',
  /** A wrong code from the authenticator app (or recovery code) refused a sign-in or a change. */
  SecondFactorFailed: 'second_factor_failed',
  /** The person ended one of their sessions from another. */
  SessionEnded: 'session_ended',
  /** A wrong password for the account (or its deactivation) refused a sign-in. */
  SignInFailed: 'sign_in_failed',
  /** A sign-in; `detail` names its second factor (totp or recovery_code) when one was asked. */
  SignedIn: 'signed_in',
  SignedOut: 'signed_out',
  /** Two-factor sign-in was turned off. */
  TwoFactorDisabled: 'two_factor_disabled',
  /** Two-factor sign-in with an authenticator app was turned on (with new recovery codes). */
  TwoFactorEnabled: 'two_factor_enabled',
  /**
   * An administrator turned off the person's two-factor sign-in and removed their passkeys (for
   * someone who lost them); their sessions ended.
   */
  TwoFactorReset: 'two_factor_reset',
} as const;

export type SecurityEventKind = (typeof SecurityEventKind)[keyof typeof SecurityEventKind];
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
