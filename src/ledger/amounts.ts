// Which transaction (or entry) types the ledger screens colour as credit.
/** Transaction (or entry) types coloured as credit: credit, receivable, income, deposit, and a
 * trade's sell (its cash comes in). */
export const creditLikeTypes: readonly string[] = [
  'credit',
  'receivable',
  'income',
  'deposit',
  'sell',
];

export function isCreditLike(type: string | null | undefined): boolean {
  return type ? creditLikeTypes.includes(type.toLowerCase()) : false;
}
