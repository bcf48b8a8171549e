// The Drizzle view of the database, used by every query. The DDL itself (tables, checks, indexes)
// lives in the versioned SQL files of ./migrations, which are the source of truth; keep the two in
// step. Property names are the column names, snake_case, as the GraphQL fields, so resolvers can
// answer rows as they come. NUMERIC columns come back as strings and stay strings.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const ROLES = ['unverified', 'user', 'admin'] as const;
export const ACCOUNT_CLASSES = ['cash', 'crypto', 'real', 'equity', 'bank', 'liability'] as const;
export const ACCOUNT_TYPES = [
  'cash',
  'bank',
  'credit',
  'loan',
  'investment',
  'asset',
  'liability',
  'crypto',
  'crypto_defi',
  'crypto_nft',
  'equity',
  'equity_broker',
  'other',
] as const;
export const TRANSACTION_TYPES = ['credit', 'debit', 'transfer'] as const;
export const INSTRUMENT_TYPES = ['fiat', 'crypto', 'equity', 'commodity'] as const;
export const TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export const PRICE_SOURCES = ['ecb', 'kraken', 'yahoo', 'twelvedata', 'manual', 'demo'] as const;

export type Role = (typeof ROLES)[number];
export type AccountClass = (typeof ACCOUNT_CLASSES)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type InstrumentType = (typeof INSTRUMENT_TYPES)[number];
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** The user a record belongs to; their records go with them. */
const owner = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** Money and quantities: 38 digits, 18 after the point, so 18-decimal crypto fits exactly. */
const money = () => numeric({ precision: 38, scale: 18 });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  fullname: text().notNull(),
  /** Normalised: trimmed and lower-case; unique. */
  email: text().notNull().unique(),
  password_hash: text().notNull(),
  email_verified: boolean().notNull().default(false),
  role: text().$type<Role>().notNull().default('unverified'),
  status: boolean().notNull().default(true),
  meta: jsonb().$type<unknown>(),
  avatar_url: text(),
  /** Bumped when the password changes: every token signed with an older version stops working. */
  token_version: integer().notNull().default(0),
  /** How many transactions the user has; kept by a trigger (migration 0003). */
  transaction_count: bigint({ mode: 'number' }).notNull().default(0),
  /** Moves on with every write of the user's transactions; by the same trigger (0008). */
  transactions_version: bigint({ mode: 'number' }).notNull().default(0),
  /** Moves on with every chunk of a repair of their history (migration 0022). */
  history_version: bigint({ mode: 'number' }).notNull().default(0),
  /** The currency their figures are shown in (USD unless chosen; migration 0016). */
  base_instrument_id: uuid()
    .notNull()
    .default(sql`usd_instrument()`),
  /** The language mails to them are written in. */
  language: text().$type<'en' | 'de'>().notNull().default('en'),
  /** Set while an import of their export runs, stamped as it goes (migration 0032). */
  importing_at: timestamp({ withTimezone: true }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const instruments = pgTable('instruments', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  ticker: text().notNull().unique(),
  type: text().$type<InstrumentType>().notNull(),
  decimals: integer().notNull(),
  status: boolean().notNull().default(false),
  meta: jsonb().$type<unknown>(),
  /** The currency its prices are quoted in; null: USD (migration 0016). */
  quote_instrument_id: uuid(),
  /** Where a security trades, as its price provider names it; null for the others (0018). */
  exchange: text(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const venues = pgTable('venues', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text().notNull(),
  account_fields: jsonb().$type<Record<string, string>>().notNull(),
  account_class: text().$type<AccountClass>().notNull(),
  account_type: text().$type<AccountType>().notNull(),
  connector_slug: text(),
  status: boolean().notNull().default(false),
  visible: boolean().notNull().default(true),
  meta: jsonb().$type<unknown>(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const categories = pgTable('categories', {
  id: uuid().primaryKey().defaultRandom(),
  category: text().notNull(),
  /** A category the app ships: the client's key for its name in each language (migration 0023). */
  key: text().unique(),
  created_at: createdAt(),
});

export const instrument_mappings = pgTable('instrument_mappings', {
  id: uuid().primaryKey().defaultRandom(),
  instrument_id: uuid()
    .notNull()
    .references(() => instruments.id),
  venue_id: uuid()
    .notNull()
    .references(() => venues.id),
  symbol: text().notNull(),
  status: boolean().notNull().default(false),
  meta: jsonb().$type<unknown>(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const accounts = pgTable('accounts', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  name: text().notNull(),
  slug: text().notNull(),
  description: text(),
  /** Fixed at creation (transactions copy it to filter by class from their own index). */
  account_class: text().$type<AccountClass>().notNull(),
  account_type: text().$type<AccountType>().notNull(),
  initial_value: money().notNull().default('0'),
  value: money().notNull().default('0'),
  instrument_id: uuid()
    .notNull()
    .references(() => instruments.id),
  venue_id: uuid().references(() => venues.id),
  meta: jsonb().$type<unknown>(),
  master_account_id: uuid(),
  /** Its IBAN or account number at the bank, normalised (no spaces, upper case); statements of
   * several accounts in one file are read for it. */
  account_number: text(),
  /** Venue credentials, encrypted with SECRETS_KEY; write-only, never selected into answers. */
  secrets_encrypted: text(),
  status: boolean().notNull().default(true),
  /** How many transactions touch the account (source or destination); kept by a trigger. */
  transaction_count: bigint({ mode: 'number' }).notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const assets = pgTable('assets', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  name: text().notNull(),
  account_id: uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  instrument_id: uuid().references(() => instruments.id),
  venue_id: uuid().references(() => venues.id),
  /** Quantity before any transaction; balance = opening_balance + effect of its transactions. */
  opening_balance: money().notNull().default('0'),
  balance: money().notNull().default('0'),
  /** In USD: balance × unit_price, or for a real asset its latest valuation; null while no price
   * (or valuation) is known: missing, never $0. */
  value: money(),
  /** USD per unit, the latest market price `value` moves with `balance` at; null while unknown
   * and for real assets (valuation.ts). */
  unit_price: money(),
  /** When the price (or real asset's valuation) behind `value` was quoted. */
  valued_at: timestamp({ withTimezone: true }),
  /** The asset holding its account's own balance (createAccount makes it; one per account):
   * account.initial_value is its opening balance and transfers into the account land on it. */
  is_primary: boolean().notNull().default(false),
  breakdown: jsonb().$type<unknown>(),
  description: text(),
  asset_class: text().$type<AccountClass>().notNull(),
  status: boolean().notNull().default(true),
  meta: jsonb().$type<unknown>(),
  /** How many transactions pay from the asset (its `asset_id`); kept by a trigger (0008). */
  transaction_count: bigint({ mode: 'number' }).notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** What a person holds: each instrument once across their accounts, each real asset on its own;
 * no debts, nothing emptied (migration 0024). Read it WHERE user_id = the person. */
export const holdings = pgView('holdings', {
  user_id: uuid().notNull(),
  /** The instrument's id; a real asset's (or an asset of no instrument's) own id. */
  id: uuid().notNull(),
  name: text().notNull(),
  instrument_id: uuid(),
  asset_classes: text().array().$type<AccountClass[]>().notNull(),
  quantity: money().notNull(),
  /** In USD, of what has a price; null when nothing of it has one. */
  value: money(),
  unpriced: boolean().notNull(),
  /** `value`'s order: no price counts as 0, after what is worth something. */
  worth: money().notNull(),
  assets: integer().notNull(),
  /** The assets it adds up. */
  asset_ids: uuid().array().notNull(),
}).existing();
export type HoldingRow = typeof holdings.$inferSelect;
/** A holding as lists answer it: with its share of all the owner holds (0–100). */
export type HoldingNode = HoldingRow & { percent: string | null };

export const statement_uploads = pgTable('statement_uploads', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  account_id: uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  filename: text().notNull(),
  content_type: text(),
  size: integer().notNull(),
  /** sha256 of the file, to notice the same statement uploaded twice. */
  sha256: text().notNull(),
  /** 'booking' while its chunks are booked (see migration 0010). */
  status: text().$type<'pending' | 'booking' | 'confirmed'>().notNull().default('pending'),
  balance: money(),
  meta: jsonb().$type<unknown>(),
  created_at: createdAt(),
  confirmed_at: timestamp({ withTimezone: true }),
  /** When the last chunk of its booking committed, while status is 'booking'. */
  booking_at: timestamp({ withTimezone: true }),
});

export const transactions = pgTable('transactions', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  account_id: uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Copy of the account's class (which never changes) so class lists page from one index. */
  account_class: text().$type<AccountClass>().notNull(),
  asset_id: uuid().references(() => assets.id, { onDelete: 'cascade' }),
  instrument_id: uuid().references(() => instruments.id),
  category_id: uuid().references(() => categories.id, { onDelete: 'set null' }),
  destination_account_id: uuid().references(() => accounts.id, { onDelete: 'cascade' }),
  destination_asset_id: uuid().references(() => assets.id, { onDelete: 'cascade' }),
  /** For a transfer: its destination account's class (which never changes), for class lists. */
  destination_account_class: text().$type<AccountClass>(),
  /** For a transfer between currencies: what the destination receives, in its currency. */
  destination_amount: money(),
  upload_id: uuid().references(() => statement_uploads.id, { onDelete: 'set null' }),
  /** Income (a dividend, interest, a staking reward): the holding that earned it. */
  holding_id: uuid().references(() => assets.id, { onDelete: 'set null' }),
  transaction_type: text().$type<TransactionType>().notNull(),
  amount: money().notNull(),
  fee: money().notNull().default('0'),
  description: text().notNull(),
  date: date({ mode: 'string' }).notNull(),
  meta: jsonb().$type<unknown>(),
  /** Imported rows: the bank's own id for the row (FITID, entry reference). */
  bank_reference: text(),
  /** Imported rows: the other party as the statement names it. */
  counterparty: text(),
  /** Imported rows: the file's description, normalised, to recognise the row on re-upload. */
  statement_text: text(),
  /** Imported rows: the counterparty (else the statement text), normalised, for categories. */
  counterparty_key: text(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** How many transactions a user has in a class (a transfer counts for both its classes); kept
 * by a trigger (migration 0008). */
export const transaction_counts = pgTable(
  'transaction_counts',
  {
    user_id: owner(),
    account_class: text().$type<AccountClass>().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.account_class] })],
);

/** The parsed rows of an upload awaiting confirmation, in parts (see migration 0011). */
export const statement_upload_parts = pgTable(
  'statement_upload_parts',
  {
    upload_id: uuid()
      .notNull()
      .references(() => statement_uploads.id, { onDelete: 'cascade' }),
    /** Parts in order hold the rows in order (STAGED_PART each). */
    part: integer().notNull(),
    rows: jsonb().$type<unknown>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.upload_id, table.part] })],
);

/** The CSV column mapping a person chose for an account, kept while the header is the same. */
export const statement_mappings = pgTable('statement_mappings', {
  account_id: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  user_id: owner(),
  header: text().array().notNull(),
  mapping: jsonb().$type<unknown>().notNull(),
  updated_at: updatedAt(),
});

/** Where a rule looks for its text: the description, the payee, or either. */
export type RuleField = 'any' | 'description' | 'payee';

/** A person's rule: a transaction whose text contains `match` gets the category and payee. */
export const rules = pgTable('rules', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  match: text().notNull(),
  /** `match` as compared (normalizeText). */
  match_key: text().notNull(),
  field: text().$type<RuleField>().notNull().default('any'),
  category_id: uuid().references(() => categories.id, { onDelete: 'set null' }),
  payee: text(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** USD per unit of an instrument on a day; USD itself is 1 and has no rows. */
export const prices = pgTable(
  'prices',
  {
    instrument_id: uuid()
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    price: money().notNull(),
    as_of: timestamp({ withTimezone: true }).notNull(),
    source: text().$type<PriceSource>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.instrument_id, table.day] })],
);

/** A person's own price per unit of an instrument nobody prices, from a day on, in a currency
 * (null: USD); for their figures only (migration 0020, domain/ownPrices.ts). */
export const own_prices = pgTable('own_prices', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  instrument_id: uuid()
    .notNull()
    .references(() => instruments.id, { onDelete: 'cascade' }),
  day: date({ mode: 'string' }).notNull(),
  price: money().notNull(),
  currency_instrument_id: uuid().references(() => instruments.id),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export type PriceFetchOutcome = 'priced' | 'unknown' | 'failed';

/** What the price jobs last heard from an instrument's provider (migration 0020). */
export const price_fetches = pgTable('price_fetches', {
  instrument_id: uuid()
    .primaryKey()
    .references(() => instruments.id, { onDelete: 'cascade' }),
  source: text().notNull(),
  outcome: text().$type<PriceFetchOutcome>().notNull(),
  checked_at: timestamp({ withTimezone: true }).notNull(),
  failing_since: timestamp({ withTimezone: true }),
  error: text(),
});

/** An owner's word on what a real asset is worth from a day on. */
export const asset_valuations = pgTable('asset_valuations', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  asset_id: uuid()
    .notNull()
    .references(() => assets.id, { onDelete: 'cascade' }),
  day: date({ mode: 'string' }).notNull(),
  value: money().notNull(),
  note: text(),
  created_at: createdAt(),
});

/** Net worth per user and day, maintained (valuation.ts). */
export const net_worth_daily = pgTable(
  'net_worth_daily',
  {
    user_id: owner(),
    day: date({ mode: 'string' }).notNull(),
    net_worth: money().notNull(),
    assets: money().notNull(),
    liabilities: money().notNull(),
    unpriced: integer().notNull().default(0),
    /** Value added to tracking that day (opening balances, first valuations; migration 0021). */
    added: money().notNull().default('0'),
    /** Σ values of the investments (crypto and equity holdings). */
    invested: money().notNull().default('0'),
    /** Money moved into (negative: out of) the investments that day. */
    invested_flows: money().notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.day] })],
);

/** The first day of a user's net-worth history that must be computed again. */
export const net_worth_stale = pgTable('net_worth_stale', {
  user_id: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  from_day: date({ mode: 'string' }).notNull(),
  marked_at: createdAt(),
});

/** Single-use tokens sent by mail; only their sha256 is stored. */
export const user_tokens = pgTable('user_tokens', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  purpose: text().$type<TokenPurpose>().notNull(),
  token_hash: text().notNull().unique(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
  created_at: createdAt(),
});

/**
 * One sign-in and the tokens signed for it (their `sid`): answered while not ended (a logout, the
 * person ending it from another device, a new password, an administrator's change) and not past
 * `expires_at`, its newest token's expiry. Kept 30 days after its end (`sessions.ts`).
 */
export const sessions = pgTable('sessions', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  created_at: createdAt(),
  last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  ip: text().notNull(),
  user_agent: text().notNull(),
  ended_at: timestamp({ withTimezone: true }),
  end_reason: text().$type<SessionEndReason>(),
});

/** Why a session ended. */
export type SessionEndReason = 'signed_out' | 'ended' | 'password' | 'administrator';

/** What an access token may do: read only, or read and write. */
export type AccessTokenScope = 'read' | 'write';

/**
 * A personal access token for scripts (`accessTokens.ts`): the token itself is shown once; only its
 * sha256 is kept, and its first characters (`prefix`) to tell it apart in the list.
 */
export const access_tokens = pgTable('access_tokens', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  name: text().notNull(),
  scope: text().$type<AccessTokenScope>().notNull(),
  token_hash: text().notNull().unique(),
  prefix: text().notNull(),
  created_at: createdAt(),
  last_used_at: timestamp({ withTimezone: true }),
});

/** A person's authenticator app (two-factor sign-in, `twoFactor.ts`): on once confirmed. */
export const totp_credentials = pgTable('totp_credentials', {
  user_id: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret, sealed under SECRETS_KEY (server/lib/secrets.ts). */
  secret_sealed: text().notNull(),
  /** When a first code confirmed the setup; null while it waits for one. */
  confirmed_at: timestamp({ withTimezone: true }),
  /** The 30-second step of the last code accepted: no code is accepted twice. */
  last_step: bigint({ mode: 'number' }).notNull().default(0),
  created_at: createdAt(),
});

/** Single-use codes that stand in for the authenticator app: only their sha256 is kept. */
export const recovery_codes = pgTable('recovery_codes', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  code_hash: text().notNull(),
  used_at: timestamp({ withTimezone: true }),
  created_at: createdAt(),
});

/** A person's passkeys (`passkeys.ts`): the public key of each, and its last counter. */
export const passkeys = pgTable('passkeys', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  /** The credential's id, base64url, as the browser names it. */
  credential_id: text().notNull().unique(),
  /** The COSE public key, base64url. */
  public_key: text().notNull(),
  counter: bigint({ mode: 'number' }).notNull().default(0),
  transports: text()
    .array()
    .notNull()
    .default(sql`'{}'`),
  name: text().notNull(),
  /** A passkey synced between devices (a password manager's, iCloud's). */
  backed_up: boolean().notNull().default(false),
  created_at: createdAt(),
  last_used_at: timestamp({ withTimezone: true }),
});

/** The challenge of a passkey ceremony under way: used once, within 5 minutes. */
export const passkey_challenges = pgTable('passkey_challenges', {
  id: uuid().primaryKey().defaultRandom(),
  challenge: text().notNull(),
  purpose: text().$type<'register' | 'sign_in'>().notNull(),
  user_id: uuid().references(() => users.id, { onDelete: 'cascade' }),
  expires_at: timestamp({ withTimezone: true }).notNull(),
});

/** What an administrator sets for the whole instance: one row (`policy.ts`). */
export const app_policy = pgTable('app_policy', {
  id: boolean().primaryKey().default(true),
  /** Administrators must turn on two-factor sign-in before the administration answers them. */
  admins_need_two_factor: boolean().notNull().default(false),
  updated_at: updatedAt(),
  updated_by: uuid().references(() => users.id, { onDelete: 'set null' }),
});

/** What the security log records (`securityEvents.ts`). */
export type SecurityEventKind =
  | 'signed_in'
  | 'sign_in_failed'
  | 'signed_out'
  | 'session_ended'
  | 'other_sessions_ended'
  | 'password_changed'
  | 'password_reset'
  | 'email_confirmed'
  | 'changed_by_administrator'
  | 'access_token_created'
  | 'access_token_revoked'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'recovery_codes_renewed'
  | 'second_factor_failed'
  | 'policy_changed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'two_factor_reset'
  | 'data_exported'
  | 'data_imported';

/** The security log of each person: sign-ins, failures, sessions ended, password changes. */
export const security_events = pgTable('security_events', {
  id: uuid().primaryKey().defaultRandom(),
  user_id: owner(),
  created_at: createdAt(),
  kind: text().$type<SecurityEventKind>().notNull(),
  ip: text().notNull(),
  user_agent: text().notNull(),
  actor_id: uuid().references(() => users.id, { onDelete: 'set null' }),
  detail: text().notNull().default(''),
});

/** Failed sign-ins, keyed "email:<address>" or "ip:<address>", counted over a sliding window. */
export const login_failures = pgTable('login_failures', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  key: text().notNull(),
  created_at: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AccessTokenRow = typeof access_tokens.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type InstrumentRow = typeof instruments.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
export type AccountRow = Omit<typeof accounts.$inferSelect, 'secrets_encrypted'>;
/** An account as the API answers it: with the USD value of its assets (null while one has no price). */
export type AccountNode = AccountRow & { value_usd?: string | null; unpriced?: string[] };
export type AssetRow = typeof assets.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type RuleRow = typeof rules.$inferSelect;
export type MappingRow = typeof instrument_mappings.$inferSelect;
export type StatementUploadRow = typeof statement_uploads.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
export type AssetValuationRow = typeof asset_valuations.$inferSelect;

/** Figures kept for a person between reads, under a key of everything they rest on
 * (domain/kept.ts): migration 0022. */
export const kept_figures = pgTable(
  'kept_figures',
  {
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    key: text().notNull(),
    figures: jsonb().$type<unknown>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.kind] })],
);
