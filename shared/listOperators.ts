// The filter operators of the API's generic list arguments, for both sides of the contract: in
// `where`, a plain field means equals, and `<field>_<operator>` one of these (src/lib/listParams.ts
// writes them, server/domain/lists.ts reads them). Pure constants, like the rest of this folder.

export const WHERE_OPERATORS = [
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'contains',
  'startsWith',
  'in',
  'nin',
  'null',
] as const;

export type WhereOperator = (typeof WHERE_OPERATORS)[number];
