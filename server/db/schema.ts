export type UserRow = { id: string };
export type InstrumentRow = { id: string };
export type VenueRow = { id: string };
export type AccountRow = { id: string };
export type AssetRow = { id: string };
export type TransactionRow = { id: string };
export type CategoryRow = { id: string };
export type MappingRow = { id: string };
