// What an account of each class may hold: the rule getNAVInstruments lists by (the instruments an
// account can be opened in) and createAsset checks a holding by (server/domain/ledger/assets.ts),
// and which classes hold several instruments, so that the asset form offers an instrument picker
// (src/ledger/assets). Pure constants: this folder imports nothing.

/** The account classes (server/db/schema.ts ACCOUNT_CLASSES). */
type AccountClass = 'cash' | 'bank' | 'crypto' | 'equity' | 'real' | 'liability';
/** The instrument types (server/db/schema.ts INSTRUMENT_TYPES). */
type InstrumentType = 'fiat' | 'crypto' | 'equity' | 'commodity';

/**
 * The instrument types an account of each class is held in and holds: crypto for a wallet or
 * exchange, equities, commodities and currencies for a brokerage, currencies otherwise. A real
 * asset is held only in its account's currency (createAsset's own rule).
 */
export const HELD_TYPES: Record<AccountClass, readonly InstrumentType[]> = {
  crypto: ['crypto'],
  equity: ['equity', 'commodity', 'fiat'],
  bank: ['fiat'],
  cash: ['fiat'],
  real: ['fiat'],
  liability: ['fiat'],
};

/** The classes whose accounts hold several instruments, each a holding of its own. */
export const MULTI_HOLDING_CLASSES: readonly AccountClass[] = ['crypto', 'equity'];

/** Whether an account of this class may hold a holding of this instrument type. */
export const mayHold = (accountClass: AccountClass, type: InstrumentType): boolean =>
  HELD_TYPES[accountClass].includes(type);
